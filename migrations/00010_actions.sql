-- Corrective actions, root cause and effectiveness (issue 36): an NCR can be closed with its evidence.
-- An NCR gets a root-cause category and method (0: not set) and an effectiveness review (0: not reviewed),
-- and who resolved it; its analysis stays in `note`.
alter table issues
  add column rc_cat smallint not null default 0 check (rc_cat between 0 and 9),
  add column rc_method smallint not null default 0 check (rc_method between 0 and 4),
  add column eff_result smallint not null default 0 check (eff_result between 0 and 3),
  add column eff_note text not null default '',
  add column eff_by text,
  add column eff_at timestamptz(3),
  add column closed_by text;

-- An NCR's actions: a record of their own (their own shared-text doc, action:<aid>), deleted with their NCR.
create table issue_actions (
  aid serial primary key,
  iid integer not null references issues (iid) on delete cascade,
  -- Made by the client that added it: an add sent again finds its action (an offline device, a lost answer).
  key uuid,
  type smallint not null check (type between 1 and 4),
  descr text not null default '',
  owner text references people (name) on update cascade on delete set null,
  due date,
  status smallint not null default 0 check (status between 0 and 3),
  show_cust boolean not null default false,
  done_at timestamptz(3),
  verified_by text,
  verified_at timestamptz(3),
  verify_note text not null default '',
  created_by text not null,
  created_at timestamptz(3) not null default now(),
  modif timestamptz(3) not null default now(),
  mod_by text not null,
  unique (iid, key)
);
create index issue_actions_iid on issue_actions (iid, aid);
-- My actions and the reminders: the open ones by owner and due date.
create index issue_actions_open on issue_actions (owner, due) where status = 0;

alter table events drop constraint events_entity_check;
alter table events add constraint events_entity_check
  check (entity in ('station','issue','product','image','user','kiosk','attachment','action'));
