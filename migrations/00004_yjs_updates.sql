-- The Yjs documents of the multi-line fields: every update a server receives, appended at once, and now and
-- then replaced by one compacted snapshot. A doc is named like its record's room (station:<sid>, issue:<iid>).
create table yjs_updates (
  id bigserial primary key,
  doc text not null,
  update bytea not null,
  created_at timestamptz not null default now()
);
create index yjs_updates_doc on yjs_updates (doc, id);
