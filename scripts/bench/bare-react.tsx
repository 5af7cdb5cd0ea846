// The benchmark's baseline (npm run bench): the same CMS page with React and react-dom doing the
// least a React-based embed can do, built with the project's own rollup settings. It mounts one
// root per <vt-lead-wizard> and marks it ready from an effect, as the wizard does: the lead form's
// time over this one is what our library costs on top of React itself.
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';

function Ready({ host }: { host: Element }) {
  useEffect(() => host.setAttribute('data-ready', ''), [host]);
  return null;
}

for (const host of document.querySelectorAll('vt-lead-wizard')) {
  const container = document.createElement('span');
  container.style.display = 'contents';
  host.append(container);
  createRoot(container).render(<Ready host={host} />);
}
