-- Files (attachments, station images) move out of their rows, by content (issue 35). A 20 MB bytea written or read
-- in one statement held a connection for seconds, and on the embedded database its only one, which every other
-- request waited behind. A row now names its bytes by their SHA-256 (hex); `blobs` knows every stored content
-- once. On PostgreSQL the bytes stay in the database, in chunks of 256 KiB (`blob_chunks`), written and read
-- one statement each, so every node serves every file. The embedded server keeps them as files in
-- DATA_DIR/files and, at its start, moves there what this migration put in `blob_chunks` (server/blobs/).
create table blobs (
  hash text primary key check (hash ~ '^[0-9a-f]{64}$'),
  size bigint not null check (size >= 0),
  -- All of its bytes are stored (its chunks, or its file): a put that died half-way is written again.
  complete boolean not null default false,
  -- When it was last stored or uploaded again: an unreferenced blob is removed only well after that
  -- (server/blobs/sweepBlobs.ts), so that an upload between storing its bytes and inserting its row keeps them.
  touched_at timestamptz not null default now()
);

create table blob_chunks (
  hash text not null references blobs (hash) on delete cascade,
  seq integer not null check (seq >= 0),
  data bytea not null,
  primary key (hash, seq)
);

-- The bytes stored so far, each content once, in chunks of 256 KiB.
alter table issue_attachments add column blob text;
alter table station_images add column blob text;
update issue_attachments set blob = encode(sha256(data), 'hex');
update station_images set blob = encode(sha256(data), 'hex');
insert into blobs (hash, size, complete)
select blob, length(data), true from issue_attachments
union
select blob, length(data), true from station_images;
insert into blob_chunks (hash, seq, data)
select one.blob, part.seq, substring(one.data from part.seq * 262144 + 1 for 262144)
from (
  select distinct on (blob) blob, data
  from (select blob, data from issue_attachments union all select blob, data from station_images) stored
  order by blob
) one
cross join generate_series(0, greatest(length(one.data) - 1, 0) / 262144) as part (seq);

-- The rows reference their content: a blob cannot be removed while a row names it (no action = refused).
alter table issue_attachments alter column blob set not null, add foreign key (blob) references blobs (hash), drop column data;
alter table station_images alter column blob set not null, add foreign key (blob) references blobs (hash), drop column data;
create index issue_attachments_blob on issue_attachments (blob);
create index station_images_blob on station_images (blob);

-- Names stored before bidirectional controls were dropped from them (shared/schemas/attachment.ts): without them.
update issue_attachments
set file_name = coalesce(nullif(btrim(regexp_replace(file_name, '[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]', '', 'g')), ''), 'attachment')
where file_name ~ '[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]';
