-- Who asked for each one-time code, so that the hourly cap on codes counts per address and
-- per requester: someone who knows an address can no longer use up its owner's codes. The
-- requester is an HMAC of the device cookie (or, without one, the IP address), never the raw
-- value. Codes stored before this have none and count only towards the address's total.
ALTER TABLE one_time_codes ADD COLUMN requester TEXT;
CREATE INDEX one_time_codes_by_requester ON one_time_codes (email, requester, created_at);
