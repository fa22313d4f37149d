-- @socket.io/postgres-adapter (docs/decisions.md #11) carries events between server processes with NOTIFY; an
-- event over NOTIFY's 8000-byte limit travels through this table (the adapter's default name and
-- columns; it deletes rows older than 30 s). A migration rather than CREATE TABLE at start: several
-- processes starting at once migrate under one advisory lock, so none races another to create it.
CREATE TABLE IF NOT EXISTS "socket_io_attachments" (
	"id" bigserial UNIQUE,
	"created_at" timestamptz DEFAULT now(),
	"payload" bytea
);
