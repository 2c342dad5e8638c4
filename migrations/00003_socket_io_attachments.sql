-- Payloads of the Socket.IO Postgres adapter that do not fit a NOTIFY (over 8000 bytes), for several nodes.
create table socket_io_attachments (
  id bigserial unique,
  created_at timestamptz default now(),
  payload bytea
);
