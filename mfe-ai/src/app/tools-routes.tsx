import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ResponseSessionProvider } from '../features/tools/components/response-session-provider';
import { ToolsPage } from '../features/tools/components/tools-page';

// Every page is loaded when first opened: antd is bundled per app, not shared (webpack-config), and the forms,
// cards and steps of the pages together would crowd the first mount's budget.
const ToolsHomePage = lazy(async () => ({
  default: (await import('../features/tools/components/tools-home-page')).ToolsHomePage,
}));
const ResponseGeneratorPage = lazy(async () => ({
  default: (await import('../features/tools/components/response-generator-page')).ResponseGeneratorPage,
}));
const NewResponsePage = lazy(async () => ({
  default: (await import('../features/tools/components/new-response-page')).NewResponsePage,
}));
const ResponseBuilderPage = lazy(async () => ({
  default: (await import('../features/tools/components/response-builder-page')).ResponseBuilderPage,
}));
const ResponseCompletePage = lazy(async () => ({
  default: (await import('../features/tools/components/response-complete-page')).ResponseCompletePage,
}));

/**
 * The AI remote's pages (spec §2.1): /tools, and the Response Generator's home, new response, builder and complete
 * pages. Each opens for those who may use the AI tools on the current site (ToolsPage); the responses of the
 * browser session are shared by all of them.
 */
export function ToolsRoutes() {
  return (
    <ResponseSessionProvider>
      <Routes>
        <Route path="/tools" element={<ToolsPage title="Tools">{() => <ToolsHomePage />}</ToolsPage>} />
        <Route
          path="/tools/response-generator"
          element={<ToolsPage title="Response Generator">{(site) => <ResponseGeneratorPage site={site} />}</ToolsPage>}
        />
        <Route
          path="/tools/response-generator/new"
          element={<ToolsPage title="New Response">{(site) => <NewResponsePage site={site} />}</ToolsPage>}
        />
        <Route
          path="/tools/response-builder"
          element={<ToolsPage title="Response Builder">{(site) => <ResponseBuilderPage site={site} />}</ToolsPage>}
        />
        <Route
          path="/tools/response-complete"
          element={<ToolsPage title="Response Complete">{(site) => <ResponseCompletePage site={site} />}</ToolsPage>}
        />
      </Routes>
    </ResponseSessionProvider>
  );
}
