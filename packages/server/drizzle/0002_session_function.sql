-- Loads what every authenticated request needs (session, user, membership and permissions in the
-- token's company) in one round trip. The settings are local to the calling statement's
-- transaction, so row-level security applies to the membership and permission rows it reads.
CREATE OR REPLACE FUNCTION neraca_session(p_session uuid, p_user uuid, p_company uuid)
RETURNS TABLE (r_language text, r_is_member boolean, r_is_owner boolean, r_is_national boolean, r_rules json)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM set_config('app.company_id', coalesce(p_company::text, ''), true);
  PERFORM set_config('app.user_id', p_user::text, true);
  RETURN QUERY
  SELECT u.language,
         m.user_id IS NOT NULL,
         m.is_owner,
         m.is_national,
         COALESCE((
           SELECT json_agg(json_build_object('action', rp.action, 'subject', rp.resource))
           FROM member_roles mr
           JOIN role_permissions rp ON rp.company_id = mr.company_id AND rp.role_id = mr.role_id
           WHERE mr.company_id = m.company_id AND mr.user_id = m.user_id
         ), '[]'::json)
  FROM sessions s
  JOIN users u ON u.id = s.user_id
  LEFT JOIN memberships m ON m.company_id = p_company AND m.user_id = s.user_id
  WHERE s.id = p_session AND s.user_id = p_user
    AND s.revoked_at IS NULL AND s.expires_at > now() AND u.activated_at IS NOT NULL;
END
$$;
