// Business constants of SPEC §9 and the enumerations of SPEC §3, shared by client and server.

export const STATIONS_PAGE_SIZE = 11;
export const SEARCH_MIN_CHARS = 2;
/** Add Station: project id must be longer than this. */
export const PROJECT_ID_MIN_EXCLUSIVE = 3;
/** Add Station: station name must be longer than this. */
export const STATION_NAME_MIN_EXCLUSIVE = 2;

export const ISSUE_LIST_MAX_ROWS = 28;
export const ISSUE_PRODUCT_MAX = 41;

export const AUTOSAVE_STATION_MS = 1720;
export const AUTOSAVE_ISSUE_MS = 1871;
export const POLL_INTERVAL_MS = 22000;
export const REFRESH_DELAY_MS = 10100;
/** After a parent is chosen and saved, the station reloads this long after the dirty flag clears. */
export const PARENT_RELOAD_DELAY_MS = 3000;

export const IMAGE_RETRY_DISPLAY_MS = 4000;
export const IMAGE_QUERY = { format: 'jpg', maxwidth: 400, maxheight: 250 } as const;

export const LOCATIONS_REFRESH_MS = 210000;
export const GLOBE_ROTATE_TICK_MS = 112;
export const GLOBE_RECENTER_CHECK_MS = 1000;
export const GLOBE_RANDOM_PICK_PAUSE_MS = 10000;
export const GLOBE_ZOOM_MIN = 350;
export const GLOBE_ZOOM_MAX = 1000;
export const GLOBE_INITIAL_ZOOM_NUDGE = 200;
export const GLOBE_INITIAL_ZOOM_DELAY_MS = 300;
export const GLOBE_MAX_TILT_DEG = 90;
export const BAR_HEIGHT_MIN = 0.3;
export const BAR_HEIGHT_MAX = 0.96;

export const TEXTAREA_ROWS = 6;

/** The largest value of PostgreSQL's integer (int4), the type of every record id column. */
export const ID_MAX = 2_147_483_647;

/** Longest single-line and multi-line text field values. */
export const SHORT_TEXT_MAX = 200;
export const LONG_TEXT_MAX = 20000;

/** Wire convention of the legacy client: a date whose year is 1979 means "not set". */
export const NOT_SET_YEAR = 1979;
export const NOT_SET_DATE = '1979-01-01';
export const NOT_SET_TIMESTAMP = '1979-01-01T00:00:00.000Z';

export const PRODUCT_CATEGORIES = [
  'GFN', 'ASC', 'RCC', 'GFN-CC', 'ATD', 'EFL', 'GT', 'SAEFL', 'NER', 'Parts', 'Service', 'Repair', 'Workshop',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** The three configured company choices; the company combo also takes custom values. */
export const COMPANY_CHOICES = ['Stationdesk Energy GmbH', 'Stationdesk Inc.', 'Stationdesk Asia Pte. Ltd.'] as const;

export const ISSUE_STATUS = { New: 0, InProgress: 1, Resolved: 2 } as const;
export type IssueStatus = (typeof ISSUE_STATUS)[keyof typeof ISSUE_STATUS];
export const ISSUE_STATUS_LABELS: Record<IssueStatus, string> = { 0: 'New', 1: 'In Progress', 2: 'Resolved' };

export const ISSUE_CATEGORY = { Minor: 1, Major: 2, Supplier: 3, Internal: 4 } as const;
export type IssueCategory = (typeof ISSUE_CATEGORY)[keyof typeof ISSUE_CATEGORY];
export const ISSUE_CATEGORY_LABELS: Record<IssueCategory, string> = { 1: 'Minor', 2: 'Major', 3: 'Supplier', 4: 'Internal' };

export const STATION_FILTER = { All: 0, Active: 1, NcrActive: 2, RemainingPayment: 3, WarrantyLeft: 4 } as const;
export type StationFilter = (typeof STATION_FILTER)[keyof typeof STATION_FILTER];
export const STATION_FILTER_LABELS: Record<StationFilter, string> = {
  0: 'All Statuses', 1: 'Active Projects', 2: 'NCR Active', 3: 'Remaining Payment', 4: 'Warranty Left',
};

export const ISSUE_FILTER = { All: 0, AssignedToMe: 1, Open: 2 } as const;
export type IssueFilter = (typeof ISSUE_FILTER)[keyof typeof ISSUE_FILTER];
export const ISSUE_FILTER_LABELS: Record<IssueFilter, string> = { 2: 'Open Issues', 1: 'Assigned to me', 0: 'All Issues' };
export const DEFAULT_ISSUE_FILTER: IssueFilter = ISSUE_FILTER.Open;

/** The NCR board on a wall screen pages through a column that holds more cards than fit, one page this long. */
export const BOARD_KIOSK_PAGE_MS = 8000;
/** How long a card of the NCR board that just changed stays highlighted. */
export const BOARD_HIGHLIGHT_MS = 6000;

// Corrective actions, root cause and effectiveness of an NCR (issue 36): ISO 9001 §10.2's contain, find the
// cause, act, review. Each list lives here once; the screens, the dashboard, the exports and the checks take it.

/** What an action does: contain the nonconformity, correct it, remove its cause, or keep it from happening elsewhere. */
export const ACTION_TYPE = { Containment: 1, Correction: 2, Corrective: 3, Preventive: 4 } as const;
export type ActionType = (typeof ACTION_TYPE)[keyof typeof ACTION_TYPE];
export const ACTION_TYPE_LABELS: Record<ActionType, string> = { 1: 'Containment', 2: 'Correction', 3: 'Corrective', 4: 'Preventive' };

/** Open → Done (by its owner) → Verified (by someone else, with a note); Cancelled at any time. */
export const ACTION_STATUS = { Open: 0, Done: 1, Verified: 2, Cancelled: 3 } as const;
export type ActionStatus = (typeof ACTION_STATUS)[keyof typeof ACTION_STATUS];
export const ACTION_STATUS_LABELS: Record<ActionStatus, string> = { 0: 'Open', 1: 'Done', 2: 'Verified', 3: 'Cancelled' };

/** An NCR's root-cause category (0: not set yet); the dashboard's Pareto groups by it. */
export const ROOT_CAUSE = {
  NotSet: 0, Design: 1, Material: 2, Manufacturing: 3, Supplier: 4, Transport: 5, Installation: 6, Commissioning: 7, Operation: 8, Unknown: 9,
} as const;
export type RootCause = (typeof ROOT_CAUSE)[keyof typeof ROOT_CAUSE];
export const ROOT_CAUSE_LABELS: Record<RootCause, string> = {
  0: 'Not set', 1: 'Design', 2: 'Material', 3: 'Manufacturing', 4: 'Supplier', 5: 'Transport', 6: 'Installation', 7: 'Commissioning', 8: 'Operation', 9: 'Unknown',
};

/** How the root cause was found (0: not set yet). */
export const ROOT_CAUSE_METHOD = { NotSet: 0, FiveWhys: 1, Fishbone: 2, FaultTree: 3, Other: 4 } as const;
export type RootCauseMethod = (typeof ROOT_CAUSE_METHOD)[keyof typeof ROOT_CAUSE_METHOD];
export const ROOT_CAUSE_METHOD_LABELS: Record<RootCauseMethod, string> = { 0: 'Not set', 1: '5 Whys', 2: 'Fishbone', 3: 'Fault tree', 4: 'Other' };

/** Whether the actions worked (0: not reviewed yet). An NCR with actions closes only once it is Effective. */
export const EFFECTIVENESS = { NotReviewed: 0, Effective: 1, NotEffective: 2, NotYetKnown: 3 } as const;
export type Effectiveness = (typeof EFFECTIVENESS)[keyof typeof EFFECTIVENESS];
export const EFFECTIVENESS_LABELS: Record<Effectiveness, string> = { 0: 'Not reviewed', 1: 'Effective', 2: 'Not effective', 3: 'Not yet known' };

/** An NCR holds at most this many actions. */
export const ACTIONS_PER_ISSUE_MAX = 200;
