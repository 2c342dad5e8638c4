-- Add Station looks for another station with the same project id (after trimming, as it compares them) at every
-- add: one index lookup, not a scan of the whole fleet (issue 17: addstation was 6 ms at 5000 stations, growing).
create index stations_trimmed_proj_id on stations (trim(proj_id));
