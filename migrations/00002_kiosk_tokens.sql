-- Kiosk device tokens: named, revocable, read-only access for wall screens (NCR board, globe).
create table kiosk_tokens (
  id serial primary key,
  name text not null unique check (length(name) between 1 and 100),
  token_hash text not null unique, -- sha256 of the token, never the token itself
  created_by text not null,
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);

alter table events drop constraint events_entity_check;
alter table events add constraint events_entity_check
  check (entity in ('station','issue','product','image','user','kiosk'));
