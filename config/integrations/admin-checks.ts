import { registerEditorChecks, type ContentAsWritten } from "#src/content/editor-checks.ts";

// The editor's own script (/admin/checks.js, loaded after decap-cms.js): the build's checks run
// before every save, in every language; a translation is held to English, and English to its
// translations, as the content was when the editor was built (EDITOR_CONTENT). Bundled by
// config/integrations/decap-admin.ts.
declare const CMS: Parameters<typeof registerEditorChecks>[0];
declare const EDITOR_CONTENT: ContentAsWritten;
registerEditorChecks(CMS, EDITOR_CONTENT);
