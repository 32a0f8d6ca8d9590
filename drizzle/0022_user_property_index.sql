-- An account's request list filtered by property, as one index seek in the generic plan its
-- prepared statement runs (decision 0033): the generic plan had intersected the property and
-- account indexes, reading every one of a large account's entries.
CREATE INDEX "staffing_requests_user_id_property_id_idx" ON "staffing_requests" USING btree ("user_id","property_id","created_at","id");