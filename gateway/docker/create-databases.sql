-- One database per SQL service: no service reads another's tables. Drafts live in MongoDB
-- (docker-compose.yml's mongo service, docs/decisions/190).
CREATE DATABASE draftroom_planner;
CREATE DATABASE draftroom_stats;
