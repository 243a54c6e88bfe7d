-- docs/schedules.md#cumplimiento-y-productividad: a técnico's shifts are planned from the day
-- their weekly pattern was first saved, the earliest created_at of their work_shifts. Replacing
-- the week used to write new rows, so created_at said when it was last saved: it is taken back to
-- the first save the audit log still holds (WORK_SHIFTS_UPDATED with shifts, after the last save
-- that emptied the week). Rows without such an entry keep their created_at.
WITH saves AS (
	SELECT entity_id, created_at,
		jsonb_typeof(after -> 'shifts') = 'array' AND after -> 'shifts' <> '[]'::jsonb AS has_shifts
	FROM audit_logs
	WHERE entity_type = 'SCHEDULE' AND action = 'WORK_SHIFTS_UPDATED'
), first_saved AS (
	SELECT s.entity_id, min(s.created_at) AS first_at
	FROM saves s
	WHERE s.has_shifts AND s.created_at > coalesce(
		(SELECT max(e.created_at) FROM saves e WHERE e.entity_id = s.entity_id AND NOT e.has_shifts),
		'-infinity'::timestamptz)
	GROUP BY s.entity_id
)
UPDATE work_shifts w SET created_at = f.first_at
FROM first_saved f
WHERE w.user_id::text = f.entity_id AND f.first_at < w.created_at;
