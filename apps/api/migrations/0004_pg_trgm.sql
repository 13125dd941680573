-- Trigram indexes (the next migration) answer ilike '%text%' searches. pg_trgm is a trusted extension on
-- PostgreSQL 13+ (a database owner may create it); PGlite loads it in db/client.ts.
create extension if not exists pg_trgm;
