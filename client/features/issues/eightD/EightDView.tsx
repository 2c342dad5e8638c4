import { Anchor, Button, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isOverdue } from '../../../../shared/actionRules.ts';
import {
  ACTION_STATUS_LABELS, EFFECTIVENESS_LABELS, ISSUE_CATEGORY_LABELS, ISSUE_STATUS, ISSUE_STATUS_LABELS, ROOT_CAUSE_LABELS, ROOT_CAUSE_METHOD_LABELS,
  type ActionStatus, type Effectiveness, type IssueCategory, type IssueStatus, type RootCause, type RootCauseMethod,
} from '../../../../shared/constants.ts';
import { isNotSetDate, parseDateOnly } from '../../../../shared/dates.ts';
import { paths } from '../../../../shared/paths.ts';
import { rooms } from '../../../../shared/realtime.ts';
import type { Action, Issue, Product } from '../../../../shared/records.ts';
import { OverdueMark } from '../../../components/ActionCounts.tsx';
import { localDay } from '../../../lib/format/localDay.ts';
import { usePersonName } from '../../../lib/format/people.ts';
import { useLiveRooms } from '../../../lib/live/useLive.ts';
import { useIssue } from '../api.ts';
import { eightDReport, historyActors, type TeamMember } from './eightDReport.ts';
import classes from './EightDView.module.css';
import { useActions } from '../actions/actionsApi.ts';
import { useStationDetail, useWholeHistory } from './eightDQueries.ts';

/** A value that is not set, in a report: a dash, which prints as well as it reads. */
const NONE = '—';
const day = (value: string) => parseDateOnly(value) ?? NONE;
/** A moment as a report states it: the reader's date and time to the minute. */
const exact = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const moment = (value: string) => {
  const at = isNotSetDate(value) ? null : new Date(value);
  return at && !Number.isNaN(at.getTime()) ? exact.format(at) : NONE;
};

/**
 * The 8D view of an NCR (issue 36): D1 to D8 drawn from its fields, its actions, its station and its history,
 * live (the same queries as the NCR's page, kept by the same rooms). A print stylesheet prints it alone, black on
 * white, without the app's navigation or any button (EightDView.module.css).
 */
export function EightDView({ iid }: { iid: number }) {
  const issue = useIssue(iid);
  const actions = useActions(iid);
  const sid = issue.data?.sid ?? 0;
  const station = useStationDetail(sid);
  const history = useWholeHistory(iid);
  const personName = usePersonName();
  useLiveRooms(sid > 0 ? [rooms.issue(iid), rooms.station(sid)] : [rooms.issue(iid)]);
  useDocumentTitle(`8D report · ${issue.data?.snid ?? 'NCR'}`);

  if (!issue.data || !actions.data) {
    return <Center py="xl"><Loader aria-label="Loading the 8D report" /></Center>;
  }
  const record = issue.data;
  const report = eightDReport({ issue: record, actions: actions.data, editors: historyActors(history ?? []), personOf: personName });
  const today = localDay();

  return (
    <Stack gap="md" className={classes.report} data-testid="eightd">
      <Group justify="space-between" align="flex-end" gap="sm" className={classes.toolbar}>
        <Anchor component={Link} to={paths.issue(iid)} size="sm" display="inline-flex" style={{ alignItems: 'center', gap: 4 }}>
          <IconArrowLeft size={14} aria-hidden /> Back to the NCR
        </Anchor>
        {/* Printed once the products and the team are in, not with 'Loading…' in their place. */}
        <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()} disabled={!history || !station.data}>Print</Button>
      </Group>

      <div className={classes.head}>
        <p className={classes.kicker}>8D report</p>
        <Title order={1} size="h2">{record.snid}</Title>
        <p className={classes.subtitle}>{record.stn}{record.proj ? ` · ${record.proj}` : ''} · {record.product}</p>
        <p className={classes.subtitle}>
          Status {ISSUE_STATUS_LABELS[record.status as IssueStatus]} · As of {exact.format(new Date())}
        </p>
      </div>

      <Discipline code="D1" title="Team">
        {report.team.length === 0 ? <p>{NONE}</p> : <Team members={report.team} />}
        {!history && <p className={classes.note}>Loading who edited…</p>}
      </Discipline>

      <Discipline code="D2" title="Problem description">
        <Facts rows={[
          ['Station', `${record.stn}${record.proj ? ` (${record.proj})` : ''}`],
          ['Customer', station.data?.st.customer || NONE],
          ['NCR product', record.product || NONE],
          ['Reported', day(record.reported)],
          ['Category', ISSUE_CATEGORY_LABELS[record.cat as IssueCategory] ?? NONE],
          ['Assignee', record.owner || NONE],
        ]} />
        <Subheading>Products and serial numbers</Subheading>
        <Products prods={station.data?.prods} />
        <Subheading>Description</Subheading>
        <Text value={record.descr} />
      </Discipline>

      <Discipline code="D3" title="Containment actions">
        <Actions actions={report.containment} today={today} personName={personName} />
      </Discipline>

      <Discipline code="D4" title="Root cause">
        <Facts rows={[
          ['Category', ROOT_CAUSE_LABELS[record.rcCat as RootCause] ?? NONE],
          ['Method', ROOT_CAUSE_METHOD_LABELS[record.rcMethod as RootCauseMethod] ?? NONE],
        ]} />
        <Subheading>Analysis</Subheading>
        <Text value={record.note} />
      </Discipline>

      <Discipline code="D5/D6" title="Corrective actions and their verification">
        <Subheading>Correction</Subheading>
        <Actions actions={report.correction} today={today} personName={personName} />
        <Subheading>Corrective actions</Subheading>
        <Actions actions={report.corrective} today={today} personName={personName} />
      </Discipline>

      <Discipline code="D7" title="Preventive actions">
        <Actions actions={report.preventive} today={today} personName={personName} />
      </Discipline>

      <Discipline code="D8" title="Closure">
        <Closure issue={record} personName={personName} />
      </Discipline>
    </Stack>
  );
}

function Discipline({ code, title, children }: { code: string; title: string; children: ReactNode }) {
  return (
    <section className={classes.discipline} aria-labelledby={`d-${code}`} data-testid={`eightd-${code}`}>
      <h2 id={`d-${code}`} className={classes.disciplineTitle}><span className={classes.code}>{code}</span> {title}</h2>
      {children}
    </section>
  );
}

function Subheading({ children }: { children: ReactNode }) {
  return <h3 className={classes.subheading}>{children}</h3>;
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={classes.facts}>
      {rows.map(([label, value]) => (
        <div key={label} className={classes.fact}><dt>{label}</dt><dd>{value}</dd></div>
      ))}
    </dl>
  );
}

/** A multi-line text as typed. */
function Text({ value }: { value: string }) {
  return value.trim() ? <p className={classes.text}>{value}</p> : <p className={classes.none}>{NONE}</p>;
}

function Team({ members }: { members: TeamMember[] }) {
  return (
    <table className={classes.table}>
      <thead><tr><th>Name</th><th>Role</th></tr></thead>
      <tbody>
        {members.map((member) => <tr key={member.name}><td>{member.name}</td><td>{member.roles.join(', ')}</td></tr>)}
      </tbody>
    </table>
  );
}

function Products({ prods }: { prods: Product[] | undefined }) {
  if (!prods) return <p className={classes.none}>Loading…</p>;
  if (prods.length === 0) return <p className={classes.none}>No products recorded at the station</p>;
  return (
    <table className={classes.table}>
      <thead><tr><th>Category</th><th>Serial number</th></tr></thead>
      <tbody>{prods.map((prod) => <tr key={prod.pid}><td>{prod.cat}</td><td>{prod.serial || NONE}</td></tr>)}</tbody>
    </table>
  );
}

/** Actions of one discipline, each with what, who, by when, where it stands and how it was verified. */
function Actions({ actions, today, personName }: { actions: Action[]; today: string; personName: (account: string) => string }) {
  if (actions.length === 0) return <p className={classes.none}>None</p>;
  return (
    <ol className={classes.actions}>
      {actions.map((action) => (
        <li key={action.aid} className={classes.action} data-testid="eightd-action">
          <p className={classes.actionText}>{action.descr.trim() || NONE}</p>
          <Facts rows={[
            ['Owner', action.owner || NONE],
            ['Due', <>{day(action.due)}{isOverdue(action, today) && <> <OverdueMark /></>}</>],
            ['Status', ACTION_STATUS_LABELS[action.status as ActionStatus] ?? NONE],
            ['Done', moment(action.doneAt)],
            ['Verified by', action.verifiedBy ? personName(action.verifiedBy) : NONE],
            ['Verified', moment(action.verifiedAt)],
          ]} />
          {action.verifyNote.trim() && <p className={classes.verifyNote}><strong>Verification:</strong> {action.verifyNote}</p>}
        </li>
      ))}
    </ol>
  );
}

function Closure({ issue, personName }: { issue: Issue; personName: (account: string) => string }) {
  const resolved = issue.status === ISSUE_STATUS.Resolved;
  return (
    <>
      <Facts rows={[
        ['Effectiveness', EFFECTIVENESS_LABELS[issue.effResult as Effectiveness] ?? NONE],
        ['Reviewed by', issue.effBy ? personName(issue.effBy) : NONE],
        ['Reviewed', moment(issue.effAt)],
        ['Closed', resolved ? moment(issue.closed) : 'Not closed'],
        ['Closed by', resolved && issue.closedBy ? personName(issue.closedBy) : NONE],
      ]} />
      <Subheading>Effectiveness review</Subheading>
      <Text value={issue.effNote} />
    </>
  );
}
