-- Issued customer reports (issue 36): each is a PDF attachment of its NCR, numbered 1, 2, … per NCR; the SHA-256
-- of its bytes is its blob's name.
alter table issue_attachments add column report_version integer check (report_version > 0);
create unique index issue_attachments_report on issue_attachments (iid, report_version) where report_version is not null;
