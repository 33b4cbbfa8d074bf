import { Route, Routes } from 'react-router-dom';
import { TitledPage } from '@portal/ui';

/** The AI remote's pages: /tools and the response generator, builder and completion (spec §2.1). */
export function ToolsRoutes() {
  return (
    <Routes>
      <Route path="/tools" element={<TitledPage title="Tools" />} />
      <Route path="/tools/response-generator" element={<TitledPage title="Response Generator" />} />
      <Route path="/tools/response-generator/new" element={<TitledPage title="New Response" />} />
      <Route path="/tools/response-builder" element={<TitledPage title="Response Builder" />} />
      <Route path="/tools/response-complete" element={<TitledPage title="Response Complete" />} />
    </Routes>
  );
}
