import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { PASSWORD_MIN_LENGTH, isCommonPassword } from '@bacheca/domain/password';
import { format } from '@bacheca/domain/messages';
import * as T from '@bacheca/domain/messages-password-rules';

export interface PasswordRule {
  key: string;
  label: string;
  ok: boolean;
}

/** The rules of spec §5 and decisions.md, checked as the user types (the server stays authoritative). */
export function passwordRules(password: string, username?: string): PasswordRule[] {
  const rules: PasswordRule[] = [
    {
      key: 'length',
      label: format(T.RULE_LENGTH, { min: PASSWORD_MIN_LENGTH }),
      ok: password.length >= PASSWORD_MIN_LENGTH,
    },
    { key: 'upper', label: T.RULE_UPPER, ok: /[A-Z]/.test(password) },
    { key: 'lower', label: T.RULE_LOWER, ok: /[a-z]/.test(password) },
    { key: 'digit', label: T.RULE_DIGIT, ok: /[0-9]/.test(password) },
    { key: 'special', label: T.RULE_SPECIAL, ok: /[^A-Za-z0-9]/.test(password) },
  ];
  if (username && username.length >= 3)
    rules.push({
      key: 'username',
      label: T.RULE_USERNAME,
      ok: password.length > 0 && !password.toLowerCase().includes(username.toLowerCase()),
    });
  rules.push({
    key: 'common',
    label: T.RULE_COMMON,
    ok: password.length > 0 && !isCommonPassword(password),
  });
  return rules;
}

export function PasswordRules({ password, username }: { password: string; username?: string }) {
  return (
    <List dense aria-label={T.RULES} data-testid="password-rules" sx={{ py: 0 }}>
      {passwordRules(password, username).map((rule) => (
        <ListItem key={rule.key} disableGutters sx={{ py: 0 }} data-rule={rule.key} data-ok={rule.ok}>
          <ListItemIcon sx={{ minWidth: 32 }}>
            {rule.ok ? (
              <CheckCircleOutline fontSize="small" color="success" titleAccess={T.RULE_MET} />
            ) : (
              <RadioButtonUnchecked fontSize="small" color="disabled" titleAccess={T.RULE_UNMET} />
            )}
          </ListItemIcon>
          <ListItemText primary={rule.label} />
        </ListItem>
      ))}
    </List>
  );
}
