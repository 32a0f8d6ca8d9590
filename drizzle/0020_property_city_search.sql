-- The admin's request list filters by a substring of the property's city (ILIKE): the matching
-- properties come from this trigram index rather than from testing every property's city
-- (docs/decisions/0027-admin-list-filters-by-index.md).
CREATE INDEX "properties_city_search_idx" ON "properties" USING gin ("city" gin_trgm_ops);