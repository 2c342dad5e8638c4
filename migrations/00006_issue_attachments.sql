-- An NCR's evidence: photos of the defect and documents, stored in the database like station images (so every
-- node and every backup has them). Checked by content before they are stored; deleted with their issue.
create table issue_attachments (
  id serial primary key,
  iid integer not null references issues (iid) on delete cascade,
  file_name text not null check (length(file_name) between 1 and 200), -- as uploaded, made storable
  mime text not null check (mime in ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')),
  size integer not null check (size > 0),
  width integer check (width > 0), -- images only
  height integer check (height > 0),
  etag text not null, -- from the SHA-256 of data
  data bytea not null,
  created_by text not null,
  created_at timestamptz not null default now()
);
create index issue_attachments_iid on issue_attachments (iid, id);

alter table events drop constraint events_entity_check;
alter table events add constraint events_entity_check
  check (entity in ('station','issue','product','image','user','kiosk','attachment'));
