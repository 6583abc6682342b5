/**
 * A spaced dash held to the word before it: the space in front of " – ", " — " or " - " (a dash
 * set between words, as German, French and Spanish write it) becomes a no-break space, so a line
 * may end "Kontakte –" but never start "– schneller". The dash keeps the ordinary space after it,
 * where the line may break. A dash not set between words is left alone: a range ("5–10"), a
 * minus ("-5"), a lone "—" standing for nothing. English sets its em dash closed up
 * ("Contacts—Faster"); headings hold that one with NoOrphanDash (components/ui/no-orphan-dash.tsx).
 */
export function keepDashWithWord(text: string): string {
  return text.replace(/(?<=\S) +(?=[-–—](?:\s|$))/g, "\u00a0");
}
