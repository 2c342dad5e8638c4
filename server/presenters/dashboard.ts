import type { NcrDashboard } from '../../shared/dashboard.ts';
import type { DashboardRows } from '../repositories/dashboard.ts';

/** The dashboard on the wire: nobody as '' (as an NCR's assignee is), the products after the first ones summed. */
export function presentNcrDashboard(today: string, rows: DashboardRows): NcrDashboard {
  const { products, byAssignee, actionsByOwner, ...figures } = rows;
  const shown = rows.byProduct.reduce((sum, bar) => sum + bar.count, 0);
  return {
    ...figures,
    today,
    byAssignee: byAssignee.map((row) => ({ assignee: row.assignee ?? '', count: row.count })),
    actionsByOwner: actionsByOwner.map((row) => ({ owner: row.owner ?? '', open: row.open, overdue: row.overdue })),
    otherProducts: { products: products - rows.byProduct.length, count: rows.open - shown },
  };
}
