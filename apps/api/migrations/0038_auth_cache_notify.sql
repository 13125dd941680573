-- Each API process keeps the token lookup's answers (decision 0094). Every change that can alter one says what it
-- changed on channel portico_auth, delivered at commit to every listening process: 't:<token ids>', 'k:<API key
-- ids>', 'p:<person ids>', 'c:<company ids>', or '*' (everyone: a role's permissions, a position's roles, a table
-- emptied, or more than 100 rows at once). One notification per statement; an update that leaves every column the
-- lookup reads as it was (a login's time, a key's last use, a TOTP step) says nothing.
CREATE FUNCTION auth_changed(kind text, ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  PERFORM pg_notify('portico_auth',
    CASE WHEN cardinality(ids) > 100 THEN '*' ELSE kind || ':' || array_to_string(ids, ',') END);
END $$;
--> statement-breakpoint
CREATE FUNCTION auth_everyone_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portico_auth', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION auth_tokens_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM auth_changed('t', (SELECT array_agg(o.id) FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.token_hash, o.person_id, o.expires_at, o.revoked_at, o.api_key_id)
      IS DISTINCT FROM (n.token_hash, n.person_id, n.expires_at, n.revoked_at, n.api_key_id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- a revoked token's answer went with its revocation: deleting it later changes none
CREATE FUNCTION auth_tokens_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM auth_changed('t', (SELECT array_agg(id) FROM old_rows WHERE revoked_at IS NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION auth_api_keys_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM auth_changed('k', (SELECT array_agg(o.id) FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.company_id, o.created_by_person_id, o.permissions, o.revoked_at)
      IS DISTINCT FROM (n.company_id, n.created_by_person_id, n.permissions, n.revoked_at)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION auth_api_keys_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM auth_changed('k', (SELECT array_agg(id) FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION auth_persons_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM auth_changed('p', (SELECT array_agg(o.id) FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.uid, o.username, o.first_name, o.last_name, o.password_hash, o.active, o.mfa_enabled, o.mfa_reset,
           o.force_password_reset, o.require_totp, o.feature_flags, o.company_id, o.position_id)
      IS DISTINCT FROM (n.uid, n.username, n.first_name, n.last_name, n.password_hash, n.active, n.mfa_enabled,
           n.mfa_reset, n.force_password_reset, n.require_totp, n.feature_flags, n.company_id, n.position_id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION auth_persons_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM auth_changed('p', (SELECT array_agg(id) FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION auth_companies_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM auth_changed('c', (SELECT array_agg(o.id) FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.uid, o.legal_name, o.active, o.channel_partner, o.enforce_mfa)
      IS DISTINCT FROM (n.uid, n.legal_name, n.active, n.channel_partner, n.enforce_mfa)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION auth_companies_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM auth_changed('c', (SELECT array_agg(id) FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- a person's e-mail addresses, roles and virtual employments: any row added, changed or removed names its person
CREATE FUNCTION auth_person_rows_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM auth_changed('p', (SELECT array_agg(DISTINCT person_id) FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION auth_person_rows_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM auth_changed('p', (SELECT array_agg(DISTINCT person_id) FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION auth_person_rows_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM auth_changed('p', (SELECT array_agg(person_id) FROM
    (SELECT person_id FROM old_rows UNION SELECT person_id FROM new_rows) changed));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER auth_tokens_auth_updated AFTER UPDATE ON auth_tokens
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_tokens_updated();
--> statement-breakpoint
CREATE TRIGGER auth_tokens_auth_deleted AFTER DELETE ON auth_tokens
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_tokens_deleted();
--> statement-breakpoint
CREATE TRIGGER api_keys_auth_updated AFTER UPDATE ON api_keys
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_api_keys_updated();
--> statement-breakpoint
CREATE TRIGGER api_keys_auth_deleted AFTER DELETE ON api_keys
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_api_keys_deleted();
--> statement-breakpoint
CREATE TRIGGER persons_auth_updated AFTER UPDATE ON persons
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_persons_updated();
--> statement-breakpoint
CREATE TRIGGER persons_auth_deleted AFTER DELETE ON persons
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_persons_deleted();
--> statement-breakpoint
CREATE TRIGGER companies_auth_updated AFTER UPDATE ON companies
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_companies_updated();
--> statement-breakpoint
CREATE TRIGGER companies_auth_deleted AFTER DELETE ON companies
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_companies_deleted();
--> statement-breakpoint
CREATE TRIGGER person_emails_auth_inserted AFTER INSERT ON person_emails
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_person_rows_inserted();
--> statement-breakpoint
CREATE TRIGGER person_emails_auth_updated AFTER UPDATE ON person_emails
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_person_rows_updated();
--> statement-breakpoint
CREATE TRIGGER person_emails_auth_deleted AFTER DELETE ON person_emails
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_person_rows_deleted();
--> statement-breakpoint
CREATE TRIGGER person_security_roles_auth_inserted AFTER INSERT ON person_security_roles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_person_rows_inserted();
--> statement-breakpoint
CREATE TRIGGER person_security_roles_auth_updated AFTER UPDATE ON person_security_roles
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_person_rows_updated();
--> statement-breakpoint
CREATE TRIGGER person_security_roles_auth_deleted AFTER DELETE ON person_security_roles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_person_rows_deleted();
--> statement-breakpoint
CREATE TRIGGER virtual_employments_auth_inserted AFTER INSERT ON virtual_employments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_person_rows_inserted();
--> statement-breakpoint
CREATE TRIGGER virtual_employments_auth_updated AFTER UPDATE ON virtual_employments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_person_rows_updated();
--> statement-breakpoint
CREATE TRIGGER virtual_employments_auth_deleted AFTER DELETE ON virtual_employments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_person_rows_deleted();
--> statement-breakpoint
-- a position's roles reach everyone in it, a role's permissions everyone holding it
CREATE TRIGGER position_security_roles_auth_changed AFTER INSERT OR UPDATE OR DELETE ON position_security_roles
  FOR EACH ROW EXECUTE FUNCTION auth_everyone_changed();
--> statement-breakpoint
CREATE TRIGGER security_roles_auth_changed AFTER UPDATE ON security_roles
  FOR EACH ROW WHEN (OLD.permissions IS DISTINCT FROM NEW.permissions) EXECUTE FUNCTION auth_everyone_changed();
--> statement-breakpoint
CREATE TRIGGER auth_tokens_auth_emptied AFTER TRUNCATE ON auth_tokens EXECUTE FUNCTION auth_everyone_changed();
--> statement-breakpoint
CREATE TRIGGER api_keys_auth_emptied AFTER TRUNCATE ON api_keys EXECUTE FUNCTION auth_everyone_changed();
--> statement-breakpoint
CREATE TRIGGER persons_auth_emptied AFTER TRUNCATE ON persons EXECUTE FUNCTION auth_everyone_changed();
--> statement-breakpoint
CREATE TRIGGER companies_auth_emptied AFTER TRUNCATE ON companies EXECUTE FUNCTION auth_everyone_changed();
--> statement-breakpoint
CREATE TRIGGER person_emails_auth_emptied AFTER TRUNCATE ON person_emails EXECUTE FUNCTION auth_everyone_changed();
--> statement-breakpoint
CREATE TRIGGER person_security_roles_auth_emptied AFTER TRUNCATE ON person_security_roles
  EXECUTE FUNCTION auth_everyone_changed();
--> statement-breakpoint
CREATE TRIGGER virtual_employments_auth_emptied AFTER TRUNCATE ON virtual_employments
  EXECUTE FUNCTION auth_everyone_changed();
--> statement-breakpoint
CREATE TRIGGER position_security_roles_auth_emptied AFTER TRUNCATE ON position_security_roles
  EXECUTE FUNCTION auth_everyone_changed();
--> statement-breakpoint
CREATE TRIGGER security_roles_auth_emptied AFTER TRUNCATE ON security_roles EXECUTE FUNCTION auth_everyone_changed();
