import { documentErrorBadge, documentErrorsOf, seesAgreements } from '@almanac/core';
import { useSession } from '../../../lib/session/index.js';
import { useAccountUploads } from '../api/account-uploads-api.js';
import { AccountLayout } from '../components/account-layout.js';
import { AgreementsAccordion } from '../components/agreements-accordion.js';
import { DocumentErrorsAlert } from '../components/document-errors-alert.js';
import { StaticDocumentLinks } from '../components/static-document-links.js';

/**
 * /account/documents (docs/requirements.md#account-documents): the unresolved document errors
 * (a badge on the section, capped at 9), the Agreements accordion (sellers only; an admin sees
 * none) and the static documents' links.
 */
export default function AccountDocumentsPage() {
  const { user } = useSession();
  const sellers = seesAgreements(user?.role);
  const uploads = useAccountUploads(sellers);
  const errors =
    user && uploads.data
      ? documentErrorsOf({
          userId: user._id,
          role: user.role,
          organizationId: user.organization?._id,
          organization: user.organization,
          documents: uploads.data.items,
        })
      : [];
  const badge = documentErrorBadge(errors.length);
  return (
    <AccountLayout title="Documents" badges={badge ? { '/account/documents': badge } : undefined}>
      <DocumentErrorsAlert errors={errors} role={user?.role} />
      <AgreementsAccordion
        adminNote={!sellers}
        uploads={uploads.data?.items}
        error={uploads.isError ? uploads.error : undefined}
      />
      <StaticDocumentLinks />
    </AccountLayout>
  );
}
