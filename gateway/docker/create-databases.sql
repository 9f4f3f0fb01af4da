-- One database per service: no service reads another's tables.
CREATE DATABASE draftroom_drafts;
CREATE DATABASE draftroom_planner;
CREATE DATABASE draftroom_stats;
