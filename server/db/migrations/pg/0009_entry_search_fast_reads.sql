-- docs/decisions.md #19: the GIN index takes each entry's words straight into its tree. With
-- fastupdate (PostgreSQL's default) new words wait in a pending list of up to 4 MB until a
-- vacuum, and every search reads that whole list: 2-8 ms of each question over 100,000 entries
-- (bench/server-search.ts). An entry is written once and searched many times, so the few more
-- index pages a write touches are the better trade.
ALTER INDEX "entry_search_docs_vector_idx" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('entry_search_docs_vector_idx'::regclass);
