// npm scripts run on the pinned Node 24 from the `node` devDependency. Calling a binary
// directly or installing with --ignore-scripts silently falls back to the machine's Node.
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    `This project needs Node 24 or newer, but ${process.execPath} is Node ${process.versions.node}.\n` +
      "Run it through npm (npm start, npm test, npx ...) after `npm ci` without --ignore-scripts,\n" +
      "so the pinned runtime from the `node` devDependency is used.",
  );
  process.exit(1);
}
