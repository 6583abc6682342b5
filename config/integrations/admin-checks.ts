import { registerEditorChecks } from "#src/content/editor-checks.ts";

// The editor's own script (/admin/checks.js, loaded after decap-cms.js): the build's schema runs
// before every save. Bundled by config/integrations/decap-admin.ts.
declare const CMS: Parameters<typeof registerEditorChecks>[0];
registerEditorChecks(CMS);
