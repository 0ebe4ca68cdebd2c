/** report.html: the class report, a page of its own (nothing of the playground's first load). */
import { createRoot } from 'react-dom/client';
import { startOffline } from '../offline/start.ts';
import { ReportPage } from './ReportPage.tsx';
import './report.css';

const root = document.getElementById('root');
if (root) createRoot(root).render(<ReportPage />);
// The site's service worker precaches this page with the rest: after one visit it opens with the network off.
startOffline();
