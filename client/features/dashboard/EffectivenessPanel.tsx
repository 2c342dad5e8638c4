import { Anchor, Progress } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { EffectivenessShare } from '../../../shared/dashboard.ts';
import { effectivenessFigure } from './dashboardCharts.ts';
import { DashboardPanel } from './DashboardPanel.tsx';
import classes from './NcrDashboardPage.module.css';

/**
 * The share of closed NCRs whose effectiveness was reviewed (issue 36: ISO 9001 §10.2 asks to review that the
 * actions worked): '62 % of 140 closed NCRs reviewed', and a link to the closed ones that were not.
 */
export function EffectivenessPanel({ share }: { share: EffectivenessShare }) {
  const figure = effectivenessFigure(share);
  return (
    <DashboardPanel title="Effectiveness reviewed" note="Closed NCRs whose actions were reviewed for effectiveness"
      kiosk={false} testId="dashboard-effectiveness" empty={figure.percent === null ? 'No closed NCRs' : null}>
      <p className={classes.share} data-testid="effectiveness-share">
        <span className={classes.shareValue}>{figure.percent} %</span> of {figure.closed} closed {figure.closed === 1 ? 'NCR' : 'NCRs'} reviewed
      </p>
      <Progress value={figure.percent ?? 0} size="lg" radius="xl" color="teal" aria-label="Closed NCRs reviewed" />
      {figure.notReviewed > 0 && (
        <p className={classes.more}>
          <Anchor component={Link} to={figure.link} data-testid="effectiveness-link">
            {figure.notReviewed} closed {figure.notReviewed === 1 ? 'NCR' : 'NCRs'} not reviewed
          </Anchor>
        </p>
      )}
    </DashboardPanel>
  );
}
