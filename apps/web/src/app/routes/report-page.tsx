import { useParams } from 'react-router';
import { isReportCategory } from '../page-titles';
import { ComingSoonPage } from './coming-soon-page';
import { NotFoundPanel } from './not-found-panel';

/**
 * docs/product/app-shell.md Reports: /admin/reports/{category}/{type}; an unknown category is not
 * found.
 */
export function ReportPage() {
  const { category } = useParams();
  return isReportCategory(category) ? <ComingSoonPage /> : <NotFoundPanel headingLevel={1} />;
}
