import AdminApp from './AdminApp';
import TemplatesView from './TemplatesView';

/** `/admin/templates`: the admin templates, behind the root check. */
export default function TemplatesAdmin() {
	return (
		<AdminApp>
			<TemplatesView />
		</AdminApp>
	);
}
