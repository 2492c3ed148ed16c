import AdminApp from './AdminApp';
import AuditView from './AuditView';

/** `/admin/audit`: the audit log, read only, behind the root check. */
export default function AuditAdmin() {
	return (
		<AdminApp>
			<AuditView />
		</AdminApp>
	);
}
