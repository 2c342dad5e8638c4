-- The record each audit row belongs to, so that one index answers a record's history (issue 15): a station's
-- own rows, its products' and its image's are the station's; an NCR's own rows and its attachments' are the
-- NCR's. Rows about accounts and wall screens (user, kiosk) belong to no record.
alter table events
  add column record_kind text check (record_kind in ('station','issue')),
  add column record_id integer;

-- The rows written so far (the table is append-only: its trigger is off for this update only).
alter table events disable trigger events_no_update;
update events set record_kind = case
    when entity in ('station','product','image') then 'station'
    when entity in ('issue','attachment') then 'issue'
  end,
  record_id = case
    when entity in ('station','issue','image') then entity_id
    when entity = 'product' then (coalesce(after, before)->>'sid')::integer
    when entity = 'attachment' then (coalesce(after, before)->>'iid')::integer
  end
where entity in ('station','issue','product','image','attachment');
update events set record_kind = null where record_kind is not null and record_id is null;
alter table events enable trigger events_no_update;

-- Every new row of a record's entity names its record (NOT VALID: rows of old data that named none are kept).
alter table events add constraint events_record_check
  check ((record_kind is null) = (entity in ('user','kiosk')) and (record_kind is null) = (record_id is null)) not valid;

-- Newest first everywhere: (at, id) descending. A record's history:
create index events_record on events (record_kind, record_id, at, id);
-- The activity feed over every record (rows of no record left out), and its filters by kind and by person;
-- a time range is a range of the same indexes.
create index events_feed on events (at, id) where record_kind is not null;
create index events_kind on events (record_kind, at, id) where record_kind is not null;
create index events_actor on events (actor, at, id) where record_kind is not null;
