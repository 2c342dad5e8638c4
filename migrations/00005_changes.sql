-- The outbox of committed writes: every command records what it changed here, in its own transaction, so the
-- broadcast of a change cannot be lost between commit and publish. Live nodes hear of a row through
-- NOTIFY changes (sent in the same transaction); a node whose LISTEN connection was away reads the rows it
-- missed. Rows are kept for an hour.
create table changes (
  id bigserial primary key,
  change jsonb not null,
  created_at timestamptz not null default now()
);
create index changes_created_at on changes (created_at);
