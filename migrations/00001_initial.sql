-- Stationdesk schema: stations, products, issues, people, users, sessions, images and the audit log.

create table people (
  name text primary key check (length(name) between 1 and 200)
);

create table users (
  id serial primary key,
  name text not null unique check (length(name) between 1 and 100),
  password_hash text not null,
  person text references people (name) on update cascade on delete set null,
  created_at timestamptz not null default now()
);

create table sessions (
  id text primary key, -- sha256 of the cookie token, never the token itself
  user_id integer not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_seen timestamptz not null default now()
);
create index sessions_user_id on sessions (user_id);

create table stations (
  sid serial primary key,
  proj_id text not null,
  name text not null,
  customer text not null default '',
  active boolean not null default true,
  pr boolean not null default false,
  comp text not null default '',
  owner text references people (name) on update cascade on delete set null,
  product text not null default '',
  ord_date text not null default '',
  ack date,
  commissioned_date date,
  deliv date,
  end_warranty text not null default '',
  wend date, -- end_warranty parsed as a date when it is one
  country text not null default '',
  coordinates text not null default '',
  lat double precision check (lat between -90 and 90),
  lng double precision check (lng between -180 and 180),
  snnm_version text not null default '',
  reactor text not null default '',
  system_voltage text not null default '',
  encapsulation text not null default '',
  sbg_type_code text not null default '',
  cpu text not null default '',
  project_folder text not null default '',
  software_folder text not null default '',
  contact_persons text not null default '',
  comments text not null default '',
  review text not null default '',
  parent integer references stations (sid) on delete set null check (parent <> sid),
  modif timestamptz(3) not null default now(),
  mod_by text not null default '',
  created_at timestamptz not null default now()
);
create index stations_parent on stations (parent);

create table station_images (
  sid integer primary key references stations (sid) on delete cascade,
  data bytea not null,
  mime text not null,
  width integer not null,
  height integer not null,
  etag text not null,
  updated_at timestamptz not null default now()
);

create table products (
  pid serial primary key,
  sid integer not null references stations (sid) on delete cascade,
  cat text not null check (cat in ('GFN','ASC','RCC','GFN-CC','ATD','EFL','GT','SAEFL','NER','Parts','Service','Repair','Workshop')),
  serial text not null
);
create index products_sid on products (sid);

create table issues (
  iid serial primary key,
  snid text not null default '',
  sid integer not null references stations (sid) on delete cascade,
  product text not null check (length(product) between 1 and 41),
  owner text references people (name) on update cascade on delete set null,
  cat smallint not null default 1 check (cat between 1 and 4),
  reported date,
  status smallint not null default 0 check (status between 0 and 2),
  status_c smallint not null default 0 check (status_c between 0 and 2),
  closed timestamptz(3),
  descr text not null default '',
  note text not null default '',
  modif timestamptz(3) not null default now(),
  mod_by text not null default '',
  created_at timestamptz not null default now()
);
create index issues_sid on issues (sid);
create index issues_open on issues (sid) where status <> 2;

-- Append-only audit log: one row per changed field (update) or per record (create, delete).
create table events (
  id bigserial primary key,
  at timestamptz not null default now(),
  actor text not null,
  entity text not null check (entity in ('station','issue','product','image','user')),
  entity_id integer not null,
  action text not null check (action in ('create','update','delete')),
  field text,
  before jsonb,
  after jsonb
);
create index events_entity on events (entity, entity_id, id);

create function events_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'events is append-only';
end $$;
create trigger events_no_update before update or delete on events
  for each statement execute function events_append_only();

create table settings (
  key text primary key,
  value text not null
);
