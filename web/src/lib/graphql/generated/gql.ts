/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AccountUploads($input: UploadsInput) {\n    getUploads(input: $input) {\n      count\n      items {\n        id\n        fileName\n        filePath\n        purpose\n        createdAt\n      }\n    }\n  }\n": typeof types.AccountUploadsDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  fragment OrganizationCardFields on Organization {\n    _id\n    name\n    website\n    locations {\n      _id\n      type\n      address {\n        address1\n        address2\n        city\n        state\n        zipcode\n      }\n    }\n    contacts {\n      _id\n      type\n      name\n      firstName\n      lastName\n      email\n      phone\n    }\n  }\n": typeof types.OrganizationCardFieldsFragmentDoc,
    "\n  query AccountOrganization {\n    currentUser {\n      _id\n      organization {\n        ...OrganizationCardFields\n      }\n    }\n  }\n": typeof types.AccountOrganizationDocument,
    "\n  mutation UpdateOrganizationLocationAddress(\n    $organization: ID!\n    $location: ID\n    $input: OrganizationLocationInput!\n  ) {\n    updateOrganizationLocationAddress(organization: $organization, location: $location, input: $input) {\n      ...OrganizationCardFields\n    }\n  }\n": typeof types.UpdateOrganizationLocationAddressDocument,
    "\n  mutation UpdateOrganizationContact($organization: ID!, $contact: ID, $input: OrganizationContactInput!) {\n    updateOrganizationContact(organization: $organization, contact: $contact, input: $input) {\n      ...OrganizationCardFields\n    }\n  }\n": typeof types.UpdateOrganizationContactDocument,
    "\n  fragment PayoutInformationFields on PaymentsInfo {\n    accountType\n    maskedAccountNumber\n    maskedRoutingNumber\n    depositoryName\n    namesOnTheAccount\n    paymentMethod\n    updatedAt\n  }\n": typeof types.PayoutInformationFieldsFragmentDoc,
    "\n  query GetPayoutInformation {\n    currentUser {\n      _id\n      role\n      finance {\n        paymentsInfo {\n          ...PayoutInformationFields\n        }\n      }\n    }\n  }\n": typeof types.GetPayoutInformationDocument,
    "\n  mutation AddAgentPaymentInformation($input: AgentPaymentInput!) {\n    addAgentPaymentInformation(input: $input) {\n      _id\n      finance {\n        paymentsInfo {\n          ...PayoutInformationFields\n        }\n      }\n    }\n  }\n": typeof types.AddAgentPaymentInformationDocument,
    "\n  query GetAgentCommissions($pagination: PaginationInput) {\n    getAgentCommissions(pagination: $pagination) {\n      items {\n        _id\n        amount\n        status\n        policyNumber\n        paymentDate\n        createdAt\n      }\n      count\n    }\n  }\n": typeof types.GetAgentCommissionsDocument,
    "\n  fragment TeamMemberFields on TeamMember {\n    _id\n    status\n    statusReason\n    invitedFirstName\n    invitedLastName\n    invitedEmail\n    invitedRole\n    invitedAt\n    invitationExpiresAt\n    joinedAt\n    user {\n      _id\n      email\n      role\n      profile {\n        firstName\n        lastName\n        phone\n        state\n      }\n      legal {\n        stateLicenseNumber\n        stateLicenseState\n        stateLicenseUploadId\n      }\n      disabledAt\n    }\n  }\n": typeof types.TeamMemberFieldsFragmentDoc,
    "\n  query GetOrganizationTeam {\n    getOrganizationTeam {\n      ...TeamMemberFields\n    }\n  }\n": typeof types.GetOrganizationTeamDocument,
    "\n  mutation InviteTeamMember($inputs: InviteTeamMemberInput!) {\n    inviteLpcOrgAgent(inputs: $inputs)\n  }\n": typeof types.InviteTeamMemberDocument,
    "\n  mutation ResendTeamInvitation($user: ID!) {\n    resendTeamInvitation(user: $user) {\n      ...TeamMemberFields\n    }\n  }\n": typeof types.ResendTeamInvitationDocument,
    "\n  mutation SetTeamMemberStatus($user: ID!, $status: TeamMemberStatus!) {\n    setTeamMemberStatus(user: $user, status: $status) {\n      ...TeamMemberFields\n    }\n  }\n": typeof types.SetTeamMemberStatusDocument,
    "\n  mutation UpdateTeamMember($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      _id\n      email\n      role\n    }\n  }\n": typeof types.UpdateTeamMemberDocument,
    "\n  mutation UploadStateLicense($input: UploadFileInput!) {\n    uploadFile(input: $input) {\n      uploadId\n      url\n      fields {\n        name\n        value\n      }\n    }\n  }\n": typeof types.UploadStateLicenseDocument,
    "\n  fragment ApplyQuoteFields on Quote {\n    id\n    programName\n    programTitle\n    createdAt\n    frozenAt\n    clientId\n    clientName\n    applicationDeadline\n    limitOfLiability\n    riskPeriod {\n      startDate\n      endDate\n    }\n    locations {\n      features {\n        geometry {\n          coordinates\n        }\n        properties {\n          state\n          weight\n        }\n      }\n    }\n  }\n": typeof types.ApplyQuoteFieldsFragmentDoc,
    "\n  fragment ApplicationContractFields on Contract {\n    id\n    quoteId\n    status\n    programName\n    policyNumber\n    applicationDeadline\n    submittedAt\n    agentName\n    agentEmail\n    agency\n    clientId\n    clientName\n    clientEmail\n    clientCompany\n    entityInformation {\n      legalName\n      address\n      city\n      state\n      county\n      country\n      zip\n      maskedFederalTaxId\n      contactFirstName\n      contactLastName\n      emails {\n        value\n      }\n      businessPhone\n    }\n    businessDetails {\n      businessType\n      businessOperationsDescription\n      currency\n      previousAnnualRevenue {\n        year\n        revenue\n      }\n    }\n    diligentSearchUpload {\n      acknowledgment\n      file\n      fileId\n    }\n    agentSignature {\n      name\n      date\n      signedAt\n    }\n    quote {\n      ...PricedQuoteFields\n      programTitle\n      locations {\n        features {\n          geometry {\n            coordinates\n          }\n          properties {\n            state\n            weight\n            cpcId\n          }\n        }\n      }\n    }\n  }\n": typeof types.ApplicationContractFieldsFragmentDoc,
    "\n  query GetApplyQuote($id: ID!) {\n    getQuote(id: $id) {\n      ...ApplyQuoteFields\n    }\n  }\n": typeof types.GetApplyQuoteDocument,
    "\n  query GetApplication($id: ID!) {\n    getContract(id: $id) {\n      ...ApplicationContractFields\n    }\n  }\n": typeof types.GetApplicationDocument,
    "\n  mutation UpdateApplication($contract: ID!, $input: UpdateApplicationInput!) {\n    updateLpcInsuranceApplication(contract: $contract, input: $input) {\n      ...ApplicationContractFields\n    }\n  }\n": typeof types.UpdateApplicationDocument,
    "\n  mutation SubmitApplication($contract: ID!, $input: SubmitApplicationInput!) {\n    submitLpcInsuranceApplication(contract: $contract, input: $input) {\n      ...ApplicationContractFields\n    }\n  }\n": typeof types.SubmitApplicationDocument,
    "\n  mutation UploadFile($input: UploadFileInput!) {\n    uploadFile(input: $input) {\n      uploadId\n      url\n      fields {\n        name\n        value\n      }\n      expiresAt\n    }\n  }\n": typeof types.UploadFileDocument,
    "\n  query ListApplicationsInProgress($limit: Int, $nextToken: String) {\n    getApplicationsInProgress(limit: $limit, nextToken: $nextToken) {\n      items {\n        contractId\n        quoteId\n        clientName\n        insuredName\n        programTitle\n        status\n        applicationDeadline\n        startDate\n        endDate\n        limit\n        updatedAt\n      }\n      nextToken\n    }\n  }\n": typeof types.ListApplicationsInProgressDocument,
    "\n  mutation Login($email: String!, $password: String!, $rememberMe: Boolean) {\n    login(email: $email, password: $password, rememberMe: $rememberMe) {\n      ...AuthPayloadFields\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation RegisterUser($input: RegisterUserInput!) {\n    registerUser(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n": typeof types.RegisterUserDocument,
    "\n  mutation ConfirmUser($token: String!, $type: TokenType) {\n    confirmUser(token: $token, type: $type) {\n      ...AuthPayloadFields\n    }\n  }\n": typeof types.ConfirmUserDocument,
    "\n  mutation ResendConfirm {\n    resendConfirm\n  }\n": typeof types.ResendConfirmDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      token\n      expiresAt\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query GetTeamInvitation($token: String!) {\n    getTeamInvitation(token: $token) {\n      email\n      firstName\n      lastName\n      role\n      organizationName\n      stateLicenseNumber\n      phone\n      expiresAt\n    }\n  }\n": typeof types.GetTeamInvitationDocument,
    "\n  mutation AcceptTeamInvitation($input: AcceptTeamInvitationInput!) {\n    acceptTeamInvitation(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n": typeof types.AcceptTeamInvitationDocument,
    "\n  fragment LossReportFields on Form {\n    id\n    formType\n    status\n    claimNumber\n    program\n    achAccount\n    createdAt\n    updatedAt\n    values {\n      contractId\n      status\n      namedInsured {\n        name\n        address1\n        city\n        state\n        zipcode\n        contactEmail\n        policyNumber\n      }\n      lossDetails {\n        notificationDate\n        basisDescription\n      }\n    }\n    reviewDetails {\n      paymentMethod\n      readConfirmation\n      clientSignature\n      todaysDate\n    }\n  }\n": typeof types.LossReportFieldsFragmentDoc,
    "\n  mutation InviteClientClaimForm($policyId: String!) {\n    inviteClientClaimForm(policyId: $policyId)\n  }\n": typeof types.InviteClientClaimFormDocument,
    "\n  mutation AcceptClaimsFormInvite($token: String!) {\n    acceptClaimsFormTokenInvite(token: $token) {\n      auth {\n        ...AuthPayloadFields\n      }\n      contractId\n    }\n  }\n": typeof types.AcceptClaimsFormInviteDocument,
    "\n  query GetLossReportContract($id: ID!) {\n    getContract(id: $id) {\n      id\n      policyNumber\n      programName\n      entityInformation {\n        legalName\n        address\n        city\n        state\n        zip\n        emails {\n          value\n        }\n      }\n    }\n  }\n": typeof types.GetLossReportContractDocument,
    "\n  mutation SaveLossReport($input: LossReportInput!) {\n    saveLossReport(input: $input) {\n      ...LossReportFields\n    }\n  }\n": typeof types.SaveLossReportDocument,
    "\n  query GetLossReport($id: ID!) {\n    getForm(formType: \"LossReport\", id: $id) {\n      ...LossReportFields\n    }\n  }\n": typeof types.GetLossReportDocument,
    "\n  mutation SaveLossReportReview($id: ID!, $input: LossReportReviewInput!) {\n    saveLossReportReview(id: $id, input: $input) {\n      ...LossReportFields\n    }\n  }\n": typeof types.SaveLossReportReviewDocument,
    "\n  query GetLossReportPayout($contractId: ID!) {\n    getPolicyIndex(contractId: $contractId) {\n      contractId\n      state\n      asOf\n      estimatedPayout\n      limit\n      settlement {\n        payout\n        settledAt\n      }\n    }\n  }\n": typeof types.GetLossReportPayoutDocument,
    "\n  mutation AcceptClientSignIn($token: String!) {\n    acceptClientSignIn(token: $token) {\n      ...AuthPayloadFields\n    }\n  }\n": typeof types.AcceptClientSignInDocument,
    "\n  query GetMyPolicies {\n    getMyPolicies {\n      count\n      items {\n        contractId\n        status\n        statusLabel\n        program\n        programName\n        insured\n        policyNumber\n        startDate\n        endDate\n        limitOfLiability\n        agentName\n        agentEmail\n      }\n    }\n  }\n": typeof types.GetMyPoliciesDocument,
    "\n  fragment ClientContractFields on Contract {\n    id\n    status\n    programName\n    policyNumber\n    paymentDueDate\n    agentName\n    agentEmail\n    agency\n    clientName\n    entityInformation {\n      legalName\n      address\n      city\n      state\n      zip\n      contactFirstName\n      contactLastName\n      emails {\n        value\n      }\n      businessPhone\n    }\n    businessDetails {\n      businessType\n      businessOperationsDescription\n    }\n    quote {\n      id\n      programTitle\n      limitOfLiability\n      riskPeriod {\n        startDate\n        endDate\n      }\n      strike {\n        unit\n        vector\n      }\n      exhaust {\n        unit\n        vector\n      }\n      locations {\n        features {\n          properties {\n            state\n            weight\n          }\n        }\n      }\n    }\n    prices {\n      grossPremium\n      netPremium\n      surplusTaxesAndFees\n      policyFee\n      stampingFee\n      totalTaxesNoStamping\n      totalDue\n    }\n    documents {\n      id\n      fileName\n      kind\n      createdAt\n    }\n    clientSignature {\n      name\n      date\n      d1SignName\n    }\n    payment {\n      method\n      maskedAccountNumber\n      accountType\n      paidAt\n      amount\n      collection\n    }\n    boundAt\n  }\n": typeof types.ClientContractFieldsFragmentDoc,
    "\n  mutation AcceptClientReviewInvite($token: String!) {\n    acceptClientReviewContractInvite(token: $token) {\n      auth {\n        ...AuthPayloadFields\n      }\n      contract {\n        ...ClientContractFields\n      }\n    }\n  }\n": typeof types.AcceptClientReviewInviteDocument,
    "\n  query GetClientContract($id: ID!) {\n    getContract(id: $id) {\n      ...ClientContractFields\n    }\n  }\n": typeof types.GetClientContractDocument,
    "\n  mutation SubmitClientReview($contract: ID!, $input: ClientReviewInput!) {\n    submitReviewedLpcApplicationByClient(contract: $contract, input: $input) {\n      ...ClientContractFields\n    }\n  }\n": typeof types.SubmitClientReviewDocument,
    "\n  mutation AddClientPayment($contract: ID!, $input: ClientPaymentInput!) {\n    addClientUserPayment(contract: $contract, input: $input) {\n      ...ClientContractFields\n    }\n  }\n": typeof types.AddClientPaymentDocument,
    "\n  query GetClientDocumentUrl($file: ID!) {\n    getSignedUrl(file: $file)\n  }\n": typeof types.GetClientDocumentUrlDocument,
    "\n  query GetAgentStats {\n    getAgentStats {\n      totalPremiumIndications\n      totalActivePolicies\n      totalContractsExpiringSoon\n    }\n  }\n": typeof types.GetAgentStatsDocument,
    "\n  mutation SaveFeedback($rating: Int, $feedback: String) {\n    saveFeedback(rating: $rating, feedback: $feedback)\n  }\n": typeof types.SaveFeedbackDocument,
    "\n  mutation ConfirmClientEmailChangePage($token: String!) {\n    confirmClientEmailChange(token: $token) {\n      email\n    }\n  }\n": typeof types.ConfirmClientEmailChangePageDocument,
    "\n  query GetOrganizationOnboarding {\n    getOrganizationOnboarding {\n      ...OrganizationOnboardingFields\n    }\n  }\n": typeof types.GetOrganizationOnboardingDocument,
    "\n  query OnboardingTeam {\n    getOrganizationTeam {\n      _id\n      status\n      user {\n        ...OnboardingPersonFields\n      }\n    }\n  }\n": typeof types.OnboardingTeamDocument,
    "\n  mutation DesignatePrimaryAgent($user: ID!) {\n    designatePrimaryAgent(user: $user) {\n      ...OrganizationOnboardingFields\n    }\n  }\n": typeof types.DesignatePrimaryAgentDocument,
    "\n  mutation SaveOrganizationApplication($input: OrganizationApplicationInput!) {\n    saveOrganizationApplication(input: $input) {\n      ...OrganizationOnboardingFields\n    }\n  }\n": typeof types.SaveOrganizationApplicationDocument,
    "\n  mutation SubmitOrganizationApplication($input: OrganizationApplicationInput!) {\n    submitOrganizationApplication(input: $input) {\n      ...OrganizationOnboardingFields\n    }\n  }\n": typeof types.SubmitOrganizationApplicationDocument,
    "\n  query GetOrganizationApplicationsForReview($statuses: [OrganizationApplicationStatus!]) {\n    getOrganizationApplicationsForReview(statuses: $statuses) {\n      ...OrganizationOnboardingFields\n    }\n  }\n": typeof types.GetOrganizationApplicationsForReviewDocument,
    "\n  query GetOrganizationApplication($organization: ID!) {\n    getOrganizationApplication(organization: $organization) {\n      ...OrganizationOnboardingFields\n    }\n  }\n": typeof types.GetOrganizationApplicationDocument,
    "\n  mutation ReviewOrganizationApplication($organization: ID!, $input: OrganizationReviewInput!) {\n    reviewOrganizationApplication(organization: $organization, input: $input) {\n      ...OrganizationOnboardingFields\n    }\n  }\n": typeof types.ReviewOrganizationApplicationDocument,
    "\n  fragment ClaimRowFields on Claim {\n    id\n    contractId\n    policyNumber\n    program\n    status\n    payout\n    limit\n    trigger\n    exhaust\n    unit\n    namedInsured\n    agentName\n    riskPeriodStart\n    riskPeriodEnd\n    payableMethod\n    payableAccount\n    rejectionReason\n    clientMessage\n    decidedAt\n    createdAt\n    settlement {\n      ...PolicySettlementFields\n    }\n    lossReports {\n      id\n      status\n    }\n  }\n": typeof types.ClaimRowFieldsFragmentDoc,
    "\n  query GetClaims($status: String, $pagination: PaginationInput) {\n    getClaims(status: $status, pagination: $pagination) {\n      count\n      items {\n        ...ClaimRowFields\n      }\n    }\n  }\n": typeof types.GetClaimsDocument,
    "\n  query GetClaim($id: ID!) {\n    getClaim(id: $id) {\n      ...ClaimRowFields\n      lossReports {\n        id\n        status\n        createdAt\n        updatedAt\n        values {\n          namedInsured {\n            name\n            address1\n            city\n            state\n            zipcode\n            contactEmail\n            policyNumber\n          }\n          lossDetails {\n            notificationDate\n            basisDescription\n          }\n        }\n        documents\n        reviewDetails {\n          paymentMethod\n          clientSignature\n          todaysDate\n        }\n      }\n    }\n  }\n": typeof types.GetClaimDocument,
    "\n  mutation ReviewClaim($id: ID!, $input: ClaimReviewInput!) {\n    reviewClaim(id: $id, input: $input) {\n      ...ClaimRowFields\n    }\n  }\n": typeof types.ReviewClaimDocument,
    "\n  query GetDataUpdateRuns($limit: Int) {\n    getDataUpdateRuns(limit: $limit) {\n      _id\n      id\n      datasetId\n      status\n      trigger\n      startedAt\n      finishedAt\n      latestDateBefore\n      latestDateAfter\n      daysAdded\n      filesIngested\n      error\n    }\n  }\n": typeof types.GetDataUpdateRunsDocument,
    "\n  query GetExposureSummary {\n    getExposureSummary {\n      cellLimit\n      regionLimit\n      referralShare\n      regions {\n        id\n        kind\n        state\n        datasetId\n        lat\n        lon\n        exposure\n        limit\n        share\n        contracts\n      }\n      cells {\n        id\n        kind\n        state\n        datasetId\n        lat\n        lon\n        exposure\n        limit\n        share\n        contracts\n      }\n    }\n  }\n": typeof types.GetExposureSummaryDocument,
    "\n  fragment ReviewContractFields on Contract {\n    id\n    status\n    programName\n    submittedAt\n    applicationDeadline\n    paymentDueDate\n    agentName\n    agentEmail\n    agency\n    clientName\n    clientEmail\n    clientCompany\n    underwritingReasons\n    entityInformation {\n      legalName\n      address\n      city\n      state\n      zip\n      contactFirstName\n      contactLastName\n      businessPhone\n      emails {\n        value\n      }\n    }\n    businessDetails {\n      businessType\n      businessOperationsDescription\n      previousAnnualRevenue {\n        year\n        revenue\n      }\n    }\n    agentSignature {\n      name\n      date\n    }\n    clientSignature {\n      name\n      date\n      d1SignName\n    }\n    reviewDetails {\n      isApproved\n      reviewDate\n      reviewBy\n      reviewDescription\n      clientMessage\n    }\n    prices {\n      netPremium\n      totalDue\n    }\n    quote {\n      id\n      programTitle\n      limitOfLiability\n      riskPeriod {\n        startDate\n        endDate\n      }\n      explanation {\n        sensitivity {\n          low\n          high\n          ratio\n          scenarios {\n            adjustment\n            years\n            yearCount\n            expectedLoss\n          }\n        }\n      }\n    }\n    documents {\n      ...ContractDocumentItemFields\n    }\n  }\n": typeof types.ReviewContractFieldsFragmentDoc,
    "\n  query GetContractsForReview($statuses: [String!], $limit: Int, $nextToken: String) {\n    getContractsForReview(statuses: $statuses, limit: $limit, nextToken: $nextToken) {\n      nextToken\n      items {\n        ...ReviewContractFields\n      }\n    }\n  }\n": typeof types.GetContractsForReviewDocument,
    "\n  mutation ReviewContract($contract: ID!, $input: ContractReviewInput!) {\n    reviewContract(contract: $contract, input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.ReviewContractDocument,
    "\n  mutation MarkWirePaymentReceived($contract: ID!, $input: WireReceivedInput!) {\n    markWirePaymentReceived(contract: $contract, input: $input) {\n      id\n      status\n      policyNumber\n    }\n  }\n": typeof types.MarkWirePaymentReceivedDocument,
    "\n  mutation CreatePremiumIndicationRequest($input: PremiumIndicationRequestInput!) {\n    createPremiumIndicationRequest(input: $input) {\n      id\n      programType\n      start\n      end\n      limit\n      name\n      createdAt\n    }\n  }\n": typeof types.CreatePremiumIndicationRequestDocument,
    "\n  fragment QuoteEventFields on QuoteEvent {\n    eventDate\n    eventName\n    eventType\n    description\n    audience\n  }\n": typeof types.QuoteEventFieldsFragmentDoc,
    "\n  fragment QuoteDetailsFields on Quote {\n    ...PricedQuoteFields\n    programType\n    programTitle\n    status\n    createdAt\n    updatedAt\n    savedAt\n    frozenAt\n    expirationDate\n    clientId\n    clientName\n    clientEmail\n    clientPhone\n    limit {\n      unit\n      vector\n    }\n    locations {\n      features {\n        geometry {\n          coordinates\n        }\n        properties {\n          state\n          weight\n          cpcId\n        }\n      }\n    }\n    history {\n      ...QuoteEventFields\n    }\n  }\n": typeof types.QuoteDetailsFieldsFragmentDoc,
    "\n  query GetQuote($id: ID!) {\n    getQuote(id: $id) {\n      ...QuoteDetailsFields\n    }\n  }\n": typeof types.GetQuoteDocument,
    "\n  query GetContractByQuoteId($quoteId: ID!) {\n    getContractByQuoteId(quoteId: $quoteId) {\n      id\n      status\n      policyNumber\n      policyStatus\n      boundAt\n      paymentDueDate\n      expiryReason\n      reviewDetails {\n        isApproved\n        reviewDate\n        clientMessage\n      }\n      clientSignature {\n        date\n      }\n      payment {\n        method\n        maskedAccountNumber\n        accountType\n        depositoryName\n        paidAt\n        collection\n      }\n      documents {\n        ...ContractDocumentItemFields\n      }\n      history {\n        ...QuoteEventFields\n      }\n    }\n  }\n": typeof types.GetContractByQuoteIdDocument,
    "\n  mutation AttachClientToQuote($quote: ID!, $client: ID!) {\n    attachClientToQuote(quote: $quote, client: $client) {\n      id\n      clientId\n    }\n  }\n": typeof types.AttachClientToQuoteDocument,
    "\n  mutation DeleteQuote($quote: ID!, $quoteType: String, $deleteType: String) {\n    deleteQuote(quote: $quote, quoteType: $quoteType, deleteType: $deleteType)\n  }\n": typeof types.DeleteQuoteDocument,
    "\n  fragment ProgramDatesFields on ProgramDates {\n    programType\n    startDate\n    endDate\n    deadlineDate\n    days\n    applicationDeadlineDays\n    earliestStartDate\n    latestStartDate\n    latestEndDate\n    minDays\n    maxMonths\n    presets {\n      label\n      startDate\n      endDate\n      deadlineDate\n      days\n    }\n  }\n": typeof types.ProgramDatesFieldsFragmentDoc,
    "\n  query GetLPCDates($programType: String) {\n    getLPCDates(programType: $programType) {\n      ...ProgramDatesFields\n    }\n  }\n": typeof types.GetLpcDatesDocument,
    "\n  query GetLTCDates($programType: String) {\n    getLTCDates(programType: $programType) {\n      ...ProgramDatesFields\n    }\n  }\n": typeof types.GetLtcDatesDocument,
    "\n  query GetDatasetMetaDataV4($dataset: String) {\n    getDatasetMetaDataV4(dataset: $dataset) {\n      id\n      properties {\n        end_datetime\n        origin\n      }\n    }\n  }\n": typeof types.GetDatasetMetaDataV4Document,
    "\n  fragment PricingRequestFields on PricingRequest {\n    id\n    requestId\n    status\n    dataOrigin\n    targetMatch {\n      requestedTrigger\n      matchedTrigger\n    }\n    error {\n      code\n      message\n    }\n    quotes {\n      ...PricedQuoteFields\n    }\n  }\n": typeof types.PricingRequestFieldsFragmentDoc,
    "\n  mutation CreateParametricCustomQuote(\n    $collection: String\n    $dataset: String\n    $limit: Float\n    $strike: Float\n    $exhaust: Float\n    $units: String\n    $start: String\n    $end: String\n    $weightedLocations: [WeightedLocationInput!]\n    $targetMatch: Boolean\n    $currency: String\n    $sync: Boolean\n  ) {\n    createParametricCustomQuote(\n      collection: $collection\n      dataset: $dataset\n      limit: $limit\n      strike: $strike\n      exhaust: $exhaust\n      units: $units\n      start: $start\n      end: $end\n      weightedLocations: $weightedLocations\n      targetMatch: $targetMatch\n      currency: $currency\n      sync: $sync\n    ) {\n      ...PricingRequestFields\n    }\n  }\n": typeof types.CreateParametricCustomQuoteDocument,
    "\n  mutation CreateParametricQuote(\n    $programType: String\n    $collection: String\n    $dataset: String\n    $start: String\n    $end: String\n    $limit: Float\n    $preferredStrike: Float\n    $exhaust: Float\n    $units: String\n    $weightedLocations: [WeightedLocationInput!]\n    $targetMatch: Boolean\n    $sync: Boolean\n  ) {\n    createParametricQuote(\n      programType: $programType\n      collection: $collection\n      dataset: $dataset\n      start: $start\n      end: $end\n      limit: $limit\n      preferredStrike: $preferredStrike\n      exhaust: $exhaust\n      units: $units\n      weightedLocations: $weightedLocations\n      targetMatch: $targetMatch\n      sync: $sync\n    ) {\n      ...PricingRequestFields\n    }\n  }\n": typeof types.CreateParametricQuoteDocument,
    "\n  query GetPricingRequest($id: ID!) {\n    getPricingRequest(id: $id) {\n      ...PricingRequestFields\n    }\n  }\n": typeof types.GetPricingRequestDocument,
    "\n  query GetIndexDataV2($input: IndexDataInput, $type: String) {\n    getIndexDataV2(input: $input, type: $type) {\n      average\n      min\n      max\n      unit\n      result {\n        year\n        temp\n      }\n      dataOrigin\n      dataset {\n        dclimateId\n        title\n      }\n    }\n  }\n": typeof types.GetIndexDataV2Document,
    "\n  fragment SavedQuoteFields on Quote {\n    id\n    savedAt\n    clientId\n  }\n": typeof types.SavedQuoteFieldsFragmentDoc,
    "\n  mutation SaveLPCInsuranceQuote($quote: ID!, $client: ID) {\n    saveLPCInsuranceQuote(quote: $quote, client: $client) {\n      ...SavedQuoteFields\n    }\n  }\n": typeof types.SaveLpcInsuranceQuoteDocument,
    "\n  mutation SaveLTCInsuranceQuote($quote: ID!, $client: ID) {\n    saveLTCInsuranceQuote(quote: $quote, client: $client) {\n      ...SavedQuoteFields\n    }\n  }\n": typeof types.SaveLtcInsuranceQuoteDocument,
    "\n  mutation SaveHTCInsuranceQuote($quote: ID!, $client: ID) {\n    saveHTCInsuranceQuote(quote: $quote, client: $client) {\n      ...SavedQuoteFields\n    }\n  }\n": typeof types.SaveHtcInsuranceQuoteDocument,
    "\n  mutation SharePrecipInsuranceQuote($emails: [String!]!, $quoteId: ID!) {\n    sharePrecipInsuranceQuote(emails: $emails, quoteId: $quoteId)\n  }\n": typeof types.SharePrecipInsuranceQuoteDocument,
    "\n  mutation ShareLtcInsuranceQuote($emails: [String!]!, $quoteId: ID!) {\n    shareLtcInsuranceQuote(emails: $emails, quoteId: $quoteId)\n  }\n": typeof types.ShareLtcInsuranceQuoteDocument,
    "\n  query GetPolicies($search: String, $expiringSoon: Boolean, $limit: Int, $nextToken: String) {\n    getPolicies(search: $search, expiringSoon: $expiringSoon, limit: $limit, nextToken: $nextToken) {\n      items {\n        contractId\n        quoteId\n        policyNumber\n        insuredName\n        programTitle\n        startDate\n        endDate\n        limit\n        status\n        indexState\n      }\n      nextToken\n    }\n  }\n": typeof types.GetPoliciesDocument,
    "\n  query GetSharedQuote($token: String!) {\n    getSharedQuote(token: $token) {\n      id\n      programName\n      programTitle\n      unit\n      startDate\n      endDate\n      days\n      applicationDeadline\n      expirationDate\n      locations {\n        state\n        lat\n        lon\n        weight\n      }\n      currency\n      limitOfLiability\n      trigger\n      exhaust\n      dailyPrecipitationCap\n      netPremium\n      estimatedGrossPremium\n      estimatedTaxesAndFees\n      taxStatus\n      taxMessage\n      history {\n        year\n        index\n        payout\n        indexAsIfToday\n        payoutAsIfToday\n      }\n      dataOrigin\n      sharedBy {\n        name\n        email\n        agency\n      }\n      linkExpiresAt\n    }\n  }\n": typeof types.GetSharedQuoteDocument,
    "\n  mutation Authorize($token: String!) {\n    authorize(token: $token) {\n      token\n      expiresAt\n      user {\n        _id\n        email\n        role\n        confirmedAt\n      }\n    }\n  }\n": typeof types.AuthorizeDocument,
    "\n  query Me {\n    currentUser {\n      _id\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation ClientTestLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n": typeof types.ClientTestLoginDocument,
    "\n  mutation C($t: String!) {\n    confirmUser(token: $t) {\n      token\n    }\n  }\n": typeof types.CDocument,
    "\n  fragment CurrentUserFields on User {\n    _id\n    email\n    role\n    confirmedAt\n    createdAt\n    updatedAt\n    profile {\n      firstName\n      lastName\n      phone\n      companyName\n      address1\n      address2\n      city\n      state\n      country\n      zipcode\n    }\n    legal {\n      stateLicenseNumber\n    }\n    permissions {\n      platform\n      canQuote\n      canBind\n    }\n    organization {\n      _id\n      name\n      website\n      isOnboarded\n      application {\n        _id\n        status\n        userId\n      }\n      permissions {\n        canBind\n      }\n    }\n    canQuote\n    canBind\n  }\n": typeof types.CurrentUserFieldsFragmentDoc,
    "\n  fragment AuthPayloadFields on AuthPayload {\n    token\n    expiresAt\n    user {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.AuthPayloadFieldsFragmentDoc,
    "\n  query CurrentUser {\n    currentUser {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  mutation LogoutEverywhere {\n    logoutEverywhere\n  }\n": typeof types.LogoutEverywhereDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation CreateInsuranceApplication($client: ID!, $quote: ID!) {\n    createInsuranceApplication(client: $client, quote: $quote) {\n      id\n      quoteId\n      status\n    }\n  }\n": typeof types.CreateInsuranceApplicationDocument,
    "\n  query GetApplicationsInProgress {\n    getAgentStats {\n      applicationsInProgress\n    }\n  }\n": typeof types.GetApplicationsInProgressDocument,
    "\n  mutation RequestClientSignInLink($email: String!) {\n    requestClientSignInLink(email: $email)\n  }\n": typeof types.RequestClientSignInLinkDocument,
    "\n  fragment ClientFields on User {\n    _id\n    email\n    pendingEmail\n    profile {\n      firstName\n      lastName\n      phone\n      companyName\n      address1\n      address2\n      city\n      state\n      country\n      zipcode\n    }\n  }\n": typeof types.ClientFieldsFragmentDoc,
    "\n  query GetUserClients($limit: Int) {\n    getUserClients(limit: $limit) {\n      count\n      items {\n        ...ClientFields\n      }\n    }\n  }\n": typeof types.GetUserClientsDocument,
    "\n  mutation CreateClientUser($firstName: String!, $lastName: String!, $email: String!) {\n    createClientUser(firstName: $firstName, lastName: $lastName, email: $email) {\n      ...ClientFields\n    }\n  }\n": typeof types.CreateClientUserDocument,
    "\n  mutation UpdateClientUser($input: UpdateClientUserInput!, $client: ID!) {\n    updateClientUser(input: $input, client: $client) {\n      ...ClientFields\n    }\n  }\n": typeof types.UpdateClientUserDocument,
    "\n  fragment ContractDocumentItemFields on ContractDocument {\n    id\n    fileName\n    mimetype\n    kind\n    createdAt\n  }\n": typeof types.ContractDocumentItemFieldsFragmentDoc,
    "\n  query GetContractDocumentUrl($file: ID!) {\n    getSignedUrl(file: $file)\n  }\n": typeof types.GetContractDocumentUrlDocument,
    "\n  fragment OnboardingPersonFields on User {\n    _id\n    email\n    role\n    profile {\n      firstName\n      lastName\n    }\n  }\n": typeof types.OnboardingPersonFieldsFragmentDoc,
    "\n  fragment OrganizationOnboardingFields on OrganizationOnboarding {\n    status\n    organization {\n      _id\n      name\n      website\n      yearsInBusiness\n      isOnboarded\n      locations {\n        _id\n        type\n        address {\n          address1\n          address2\n          city\n          state\n          zipcode\n        }\n      }\n      signatureDetails {\n        signature\n        signingDate\n        title\n      }\n    }\n    applicant {\n      ...OnboardingPersonFields\n    }\n    primaryAgent {\n      ...OnboardingPersonFields\n    }\n    agencyLicenseState\n    agencyLicenseNumber\n    npn\n    submittedAt\n    returnReason\n    agreementDocumentId\n  }\n": typeof types.OrganizationOnboardingFieldsFragmentDoc,
    "\n  fragment PolicySettlementFields on PolicySettlement {\n    index\n    payout\n    datasetId\n    dataVersion\n    dataLatestDate\n    daysUsed\n    dataOrigin\n    settledAt\n    outcome\n  }\n": typeof types.PolicySettlementFieldsFragmentDoc,
    "\n  fragment PolicyClaimFields on Claim {\n    id\n    status\n    payout\n    payableMethod\n    payableAccount\n    clientMessage\n    decidedAt\n    createdAt\n  }\n": typeof types.PolicyClaimFieldsFragmentDoc,
    "\n  fragment PolicyIndexFields on PolicyIndex {\n    contractId\n    policyNumber\n    program\n    unit\n    trigger\n    exhaust\n    limit\n    startDate\n    endDate\n    state\n    asOf\n    daysTotal\n    daysElapsed\n    daysRemaining\n    indexToDate\n    payoutToDate\n    estimatedPayout\n    historicalMin\n    historicalMedian\n    historicalMax\n    historicalMinAsIfToday\n    historicalMedianAsIfToday\n    historicalMaxAsIfToday\n    lookBackYears\n    dataOrigin\n    points {\n      date\n      index\n      historicalMin\n      historicalMax\n    }\n    settlement {\n      ...PolicySettlementFields\n    }\n    claim {\n      ...PolicyClaimFields\n    }\n  }\n": typeof types.PolicyIndexFieldsFragmentDoc,
    "\n  query GetPolicyIndex($contractId: ID!) {\n    getPolicyIndex(contractId: $contractId) {\n      ...PolicyIndexFields\n    }\n  }\n": typeof types.GetPolicyIndexDocument,
    "\n  query GetQuotes($input: QuotesPageInput, $type: String, $clientId: ID, $filterFrozen: Boolean) {\n    getQuotes(input: $input, type: $type, clientId: $clientId, filterFrozen: $filterFrozen) {\n      count\n      nextCursor\n      previousCursor\n      items {\n        id\n        programName\n        programTitle\n        status\n        createdAt\n        frozenAt\n        clientId\n        clientName\n        clientFirstName\n        clientLastName\n        clientEmail\n        riskPeriod {\n          startDate\n          endDate\n        }\n        location\n        trigger\n        limitOfLiability\n        netPremium\n        applicationDeadline\n        states\n        locations {\n          name\n          state\n          lat\n          lon\n          weight\n        }\n        contractId\n        contractStatus\n        policyNumber\n      }\n    }\n  }\n": typeof types.GetQuotesDocument,
    "\n  fragment PricedQuoteFields on Quote {\n    id\n    requestId\n    optionIndex\n    programName\n    label\n    isRequested\n    riskPeriod {\n      startDate\n      endDate\n      days\n    }\n    applicationDeadline\n    locationState\n    limitOfLiability\n    strike {\n      unit\n      vector\n    }\n    exhaust {\n      unit\n      vector\n    }\n    dailyPrecipitationCap\n    breakEven\n    netPremium\n    estimatedGrossPremium\n    estimatedTaxesAndFees\n    estimatedTotalTaxesNoStamping\n    stampingFee\n    policyFee\n    surplusLinesTaxPercent\n    stampingFeePercent\n    taxStatus\n    taxMessage\n    agentCommission\n    perUnitLoss\n    relativeStrike\n    indexSummary {\n      minimum\n      average\n      maximum\n      unit\n    }\n    indexHistory {\n      year\n      vector\n    }\n    historicalPayout {\n      year\n      vector\n    }\n    averageHistoricalPayout\n    indexHistoryAsIfToday {\n      year\n      vector\n    }\n    historicalPayoutAsIfToday {\n      year\n      vector\n    }\n    averageHistoricalPayoutAsIfToday\n    payoutProfile {\n      index\n      payout\n    }\n    dataset {\n      dclimateId\n      type\n      title\n      origin\n      latestDate\n    }\n    dataOrigin\n    targetMatch {\n      requestedTrigger\n      matchedTrigger\n    }\n  }\n": typeof types.PricedQuoteFieldsFragmentDoc,
};
const documents: Documents = {
    "\n  query AccountUploads($input: UploadsInput) {\n    getUploads(input: $input) {\n      count\n      items {\n        id\n        fileName\n        filePath\n        purpose\n        createdAt\n      }\n    }\n  }\n": types.AccountUploadsDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": types.UpdateUserDocument,
    "\n  fragment OrganizationCardFields on Organization {\n    _id\n    name\n    website\n    locations {\n      _id\n      type\n      address {\n        address1\n        address2\n        city\n        state\n        zipcode\n      }\n    }\n    contacts {\n      _id\n      type\n      name\n      firstName\n      lastName\n      email\n      phone\n    }\n  }\n": types.OrganizationCardFieldsFragmentDoc,
    "\n  query AccountOrganization {\n    currentUser {\n      _id\n      organization {\n        ...OrganizationCardFields\n      }\n    }\n  }\n": types.AccountOrganizationDocument,
    "\n  mutation UpdateOrganizationLocationAddress(\n    $organization: ID!\n    $location: ID\n    $input: OrganizationLocationInput!\n  ) {\n    updateOrganizationLocationAddress(organization: $organization, location: $location, input: $input) {\n      ...OrganizationCardFields\n    }\n  }\n": types.UpdateOrganizationLocationAddressDocument,
    "\n  mutation UpdateOrganizationContact($organization: ID!, $contact: ID, $input: OrganizationContactInput!) {\n    updateOrganizationContact(organization: $organization, contact: $contact, input: $input) {\n      ...OrganizationCardFields\n    }\n  }\n": types.UpdateOrganizationContactDocument,
    "\n  fragment PayoutInformationFields on PaymentsInfo {\n    accountType\n    maskedAccountNumber\n    maskedRoutingNumber\n    depositoryName\n    namesOnTheAccount\n    paymentMethod\n    updatedAt\n  }\n": types.PayoutInformationFieldsFragmentDoc,
    "\n  query GetPayoutInformation {\n    currentUser {\n      _id\n      role\n      finance {\n        paymentsInfo {\n          ...PayoutInformationFields\n        }\n      }\n    }\n  }\n": types.GetPayoutInformationDocument,
    "\n  mutation AddAgentPaymentInformation($input: AgentPaymentInput!) {\n    addAgentPaymentInformation(input: $input) {\n      _id\n      finance {\n        paymentsInfo {\n          ...PayoutInformationFields\n        }\n      }\n    }\n  }\n": types.AddAgentPaymentInformationDocument,
    "\n  query GetAgentCommissions($pagination: PaginationInput) {\n    getAgentCommissions(pagination: $pagination) {\n      items {\n        _id\n        amount\n        status\n        policyNumber\n        paymentDate\n        createdAt\n      }\n      count\n    }\n  }\n": types.GetAgentCommissionsDocument,
    "\n  fragment TeamMemberFields on TeamMember {\n    _id\n    status\n    statusReason\n    invitedFirstName\n    invitedLastName\n    invitedEmail\n    invitedRole\n    invitedAt\n    invitationExpiresAt\n    joinedAt\n    user {\n      _id\n      email\n      role\n      profile {\n        firstName\n        lastName\n        phone\n        state\n      }\n      legal {\n        stateLicenseNumber\n        stateLicenseState\n        stateLicenseUploadId\n      }\n      disabledAt\n    }\n  }\n": types.TeamMemberFieldsFragmentDoc,
    "\n  query GetOrganizationTeam {\n    getOrganizationTeam {\n      ...TeamMemberFields\n    }\n  }\n": types.GetOrganizationTeamDocument,
    "\n  mutation InviteTeamMember($inputs: InviteTeamMemberInput!) {\n    inviteLpcOrgAgent(inputs: $inputs)\n  }\n": types.InviteTeamMemberDocument,
    "\n  mutation ResendTeamInvitation($user: ID!) {\n    resendTeamInvitation(user: $user) {\n      ...TeamMemberFields\n    }\n  }\n": types.ResendTeamInvitationDocument,
    "\n  mutation SetTeamMemberStatus($user: ID!, $status: TeamMemberStatus!) {\n    setTeamMemberStatus(user: $user, status: $status) {\n      ...TeamMemberFields\n    }\n  }\n": types.SetTeamMemberStatusDocument,
    "\n  mutation UpdateTeamMember($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      _id\n      email\n      role\n    }\n  }\n": types.UpdateTeamMemberDocument,
    "\n  mutation UploadStateLicense($input: UploadFileInput!) {\n    uploadFile(input: $input) {\n      uploadId\n      url\n      fields {\n        name\n        value\n      }\n    }\n  }\n": types.UploadStateLicenseDocument,
    "\n  fragment ApplyQuoteFields on Quote {\n    id\n    programName\n    programTitle\n    createdAt\n    frozenAt\n    clientId\n    clientName\n    applicationDeadline\n    limitOfLiability\n    riskPeriod {\n      startDate\n      endDate\n    }\n    locations {\n      features {\n        geometry {\n          coordinates\n        }\n        properties {\n          state\n          weight\n        }\n      }\n    }\n  }\n": types.ApplyQuoteFieldsFragmentDoc,
    "\n  fragment ApplicationContractFields on Contract {\n    id\n    quoteId\n    status\n    programName\n    policyNumber\n    applicationDeadline\n    submittedAt\n    agentName\n    agentEmail\n    agency\n    clientId\n    clientName\n    clientEmail\n    clientCompany\n    entityInformation {\n      legalName\n      address\n      city\n      state\n      county\n      country\n      zip\n      maskedFederalTaxId\n      contactFirstName\n      contactLastName\n      emails {\n        value\n      }\n      businessPhone\n    }\n    businessDetails {\n      businessType\n      businessOperationsDescription\n      currency\n      previousAnnualRevenue {\n        year\n        revenue\n      }\n    }\n    diligentSearchUpload {\n      acknowledgment\n      file\n      fileId\n    }\n    agentSignature {\n      name\n      date\n      signedAt\n    }\n    quote {\n      ...PricedQuoteFields\n      programTitle\n      locations {\n        features {\n          geometry {\n            coordinates\n          }\n          properties {\n            state\n            weight\n            cpcId\n          }\n        }\n      }\n    }\n  }\n": types.ApplicationContractFieldsFragmentDoc,
    "\n  query GetApplyQuote($id: ID!) {\n    getQuote(id: $id) {\n      ...ApplyQuoteFields\n    }\n  }\n": types.GetApplyQuoteDocument,
    "\n  query GetApplication($id: ID!) {\n    getContract(id: $id) {\n      ...ApplicationContractFields\n    }\n  }\n": types.GetApplicationDocument,
    "\n  mutation UpdateApplication($contract: ID!, $input: UpdateApplicationInput!) {\n    updateLpcInsuranceApplication(contract: $contract, input: $input) {\n      ...ApplicationContractFields\n    }\n  }\n": types.UpdateApplicationDocument,
    "\n  mutation SubmitApplication($contract: ID!, $input: SubmitApplicationInput!) {\n    submitLpcInsuranceApplication(contract: $contract, input: $input) {\n      ...ApplicationContractFields\n    }\n  }\n": types.SubmitApplicationDocument,
    "\n  mutation UploadFile($input: UploadFileInput!) {\n    uploadFile(input: $input) {\n      uploadId\n      url\n      fields {\n        name\n        value\n      }\n      expiresAt\n    }\n  }\n": types.UploadFileDocument,
    "\n  query ListApplicationsInProgress($limit: Int, $nextToken: String) {\n    getApplicationsInProgress(limit: $limit, nextToken: $nextToken) {\n      items {\n        contractId\n        quoteId\n        clientName\n        insuredName\n        programTitle\n        status\n        applicationDeadline\n        startDate\n        endDate\n        limit\n        updatedAt\n      }\n      nextToken\n    }\n  }\n": types.ListApplicationsInProgressDocument,
    "\n  mutation Login($email: String!, $password: String!, $rememberMe: Boolean) {\n    login(email: $email, password: $password, rememberMe: $rememberMe) {\n      ...AuthPayloadFields\n    }\n  }\n": types.LoginDocument,
    "\n  mutation RegisterUser($input: RegisterUserInput!) {\n    registerUser(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n": types.RegisterUserDocument,
    "\n  mutation ConfirmUser($token: String!, $type: TokenType) {\n    confirmUser(token: $token, type: $type) {\n      ...AuthPayloadFields\n    }\n  }\n": types.ConfirmUserDocument,
    "\n  mutation ResendConfirm {\n    resendConfirm\n  }\n": types.ResendConfirmDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      token\n      expiresAt\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  query GetTeamInvitation($token: String!) {\n    getTeamInvitation(token: $token) {\n      email\n      firstName\n      lastName\n      role\n      organizationName\n      stateLicenseNumber\n      phone\n      expiresAt\n    }\n  }\n": types.GetTeamInvitationDocument,
    "\n  mutation AcceptTeamInvitation($input: AcceptTeamInvitationInput!) {\n    acceptTeamInvitation(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n": types.AcceptTeamInvitationDocument,
    "\n  fragment LossReportFields on Form {\n    id\n    formType\n    status\n    claimNumber\n    program\n    achAccount\n    createdAt\n    updatedAt\n    values {\n      contractId\n      status\n      namedInsured {\n        name\n        address1\n        city\n        state\n        zipcode\n        contactEmail\n        policyNumber\n      }\n      lossDetails {\n        notificationDate\n        basisDescription\n      }\n    }\n    reviewDetails {\n      paymentMethod\n      readConfirmation\n      clientSignature\n      todaysDate\n    }\n  }\n": types.LossReportFieldsFragmentDoc,
    "\n  mutation InviteClientClaimForm($policyId: String!) {\n    inviteClientClaimForm(policyId: $policyId)\n  }\n": types.InviteClientClaimFormDocument,
    "\n  mutation AcceptClaimsFormInvite($token: String!) {\n    acceptClaimsFormTokenInvite(token: $token) {\n      auth {\n        ...AuthPayloadFields\n      }\n      contractId\n    }\n  }\n": types.AcceptClaimsFormInviteDocument,
    "\n  query GetLossReportContract($id: ID!) {\n    getContract(id: $id) {\n      id\n      policyNumber\n      programName\n      entityInformation {\n        legalName\n        address\n        city\n        state\n        zip\n        emails {\n          value\n        }\n      }\n    }\n  }\n": types.GetLossReportContractDocument,
    "\n  mutation SaveLossReport($input: LossReportInput!) {\n    saveLossReport(input: $input) {\n      ...LossReportFields\n    }\n  }\n": types.SaveLossReportDocument,
    "\n  query GetLossReport($id: ID!) {\n    getForm(formType: \"LossReport\", id: $id) {\n      ...LossReportFields\n    }\n  }\n": types.GetLossReportDocument,
    "\n  mutation SaveLossReportReview($id: ID!, $input: LossReportReviewInput!) {\n    saveLossReportReview(id: $id, input: $input) {\n      ...LossReportFields\n    }\n  }\n": types.SaveLossReportReviewDocument,
    "\n  query GetLossReportPayout($contractId: ID!) {\n    getPolicyIndex(contractId: $contractId) {\n      contractId\n      state\n      asOf\n      estimatedPayout\n      limit\n      settlement {\n        payout\n        settledAt\n      }\n    }\n  }\n": types.GetLossReportPayoutDocument,
    "\n  mutation AcceptClientSignIn($token: String!) {\n    acceptClientSignIn(token: $token) {\n      ...AuthPayloadFields\n    }\n  }\n": types.AcceptClientSignInDocument,
    "\n  query GetMyPolicies {\n    getMyPolicies {\n      count\n      items {\n        contractId\n        status\n        statusLabel\n        program\n        programName\n        insured\n        policyNumber\n        startDate\n        endDate\n        limitOfLiability\n        agentName\n        agentEmail\n      }\n    }\n  }\n": types.GetMyPoliciesDocument,
    "\n  fragment ClientContractFields on Contract {\n    id\n    status\n    programName\n    policyNumber\n    paymentDueDate\n    agentName\n    agentEmail\n    agency\n    clientName\n    entityInformation {\n      legalName\n      address\n      city\n      state\n      zip\n      contactFirstName\n      contactLastName\n      emails {\n        value\n      }\n      businessPhone\n    }\n    businessDetails {\n      businessType\n      businessOperationsDescription\n    }\n    quote {\n      id\n      programTitle\n      limitOfLiability\n      riskPeriod {\n        startDate\n        endDate\n      }\n      strike {\n        unit\n        vector\n      }\n      exhaust {\n        unit\n        vector\n      }\n      locations {\n        features {\n          properties {\n            state\n            weight\n          }\n        }\n      }\n    }\n    prices {\n      grossPremium\n      netPremium\n      surplusTaxesAndFees\n      policyFee\n      stampingFee\n      totalTaxesNoStamping\n      totalDue\n    }\n    documents {\n      id\n      fileName\n      kind\n      createdAt\n    }\n    clientSignature {\n      name\n      date\n      d1SignName\n    }\n    payment {\n      method\n      maskedAccountNumber\n      accountType\n      paidAt\n      amount\n      collection\n    }\n    boundAt\n  }\n": types.ClientContractFieldsFragmentDoc,
    "\n  mutation AcceptClientReviewInvite($token: String!) {\n    acceptClientReviewContractInvite(token: $token) {\n      auth {\n        ...AuthPayloadFields\n      }\n      contract {\n        ...ClientContractFields\n      }\n    }\n  }\n": types.AcceptClientReviewInviteDocument,
    "\n  query GetClientContract($id: ID!) {\n    getContract(id: $id) {\n      ...ClientContractFields\n    }\n  }\n": types.GetClientContractDocument,
    "\n  mutation SubmitClientReview($contract: ID!, $input: ClientReviewInput!) {\n    submitReviewedLpcApplicationByClient(contract: $contract, input: $input) {\n      ...ClientContractFields\n    }\n  }\n": types.SubmitClientReviewDocument,
    "\n  mutation AddClientPayment($contract: ID!, $input: ClientPaymentInput!) {\n    addClientUserPayment(contract: $contract, input: $input) {\n      ...ClientContractFields\n    }\n  }\n": types.AddClientPaymentDocument,
    "\n  query GetClientDocumentUrl($file: ID!) {\n    getSignedUrl(file: $file)\n  }\n": types.GetClientDocumentUrlDocument,
    "\n  query GetAgentStats {\n    getAgentStats {\n      totalPremiumIndications\n      totalActivePolicies\n      totalContractsExpiringSoon\n    }\n  }\n": types.GetAgentStatsDocument,
    "\n  mutation SaveFeedback($rating: Int, $feedback: String) {\n    saveFeedback(rating: $rating, feedback: $feedback)\n  }\n": types.SaveFeedbackDocument,
    "\n  mutation ConfirmClientEmailChangePage($token: String!) {\n    confirmClientEmailChange(token: $token) {\n      email\n    }\n  }\n": types.ConfirmClientEmailChangePageDocument,
    "\n  query GetOrganizationOnboarding {\n    getOrganizationOnboarding {\n      ...OrganizationOnboardingFields\n    }\n  }\n": types.GetOrganizationOnboardingDocument,
    "\n  query OnboardingTeam {\n    getOrganizationTeam {\n      _id\n      status\n      user {\n        ...OnboardingPersonFields\n      }\n    }\n  }\n": types.OnboardingTeamDocument,
    "\n  mutation DesignatePrimaryAgent($user: ID!) {\n    designatePrimaryAgent(user: $user) {\n      ...OrganizationOnboardingFields\n    }\n  }\n": types.DesignatePrimaryAgentDocument,
    "\n  mutation SaveOrganizationApplication($input: OrganizationApplicationInput!) {\n    saveOrganizationApplication(input: $input) {\n      ...OrganizationOnboardingFields\n    }\n  }\n": types.SaveOrganizationApplicationDocument,
    "\n  mutation SubmitOrganizationApplication($input: OrganizationApplicationInput!) {\n    submitOrganizationApplication(input: $input) {\n      ...OrganizationOnboardingFields\n    }\n  }\n": types.SubmitOrganizationApplicationDocument,
    "\n  query GetOrganizationApplicationsForReview($statuses: [OrganizationApplicationStatus!]) {\n    getOrganizationApplicationsForReview(statuses: $statuses) {\n      ...OrganizationOnboardingFields\n    }\n  }\n": types.GetOrganizationApplicationsForReviewDocument,
    "\n  query GetOrganizationApplication($organization: ID!) {\n    getOrganizationApplication(organization: $organization) {\n      ...OrganizationOnboardingFields\n    }\n  }\n": types.GetOrganizationApplicationDocument,
    "\n  mutation ReviewOrganizationApplication($organization: ID!, $input: OrganizationReviewInput!) {\n    reviewOrganizationApplication(organization: $organization, input: $input) {\n      ...OrganizationOnboardingFields\n    }\n  }\n": types.ReviewOrganizationApplicationDocument,
    "\n  fragment ClaimRowFields on Claim {\n    id\n    contractId\n    policyNumber\n    program\n    status\n    payout\n    limit\n    trigger\n    exhaust\n    unit\n    namedInsured\n    agentName\n    riskPeriodStart\n    riskPeriodEnd\n    payableMethod\n    payableAccount\n    rejectionReason\n    clientMessage\n    decidedAt\n    createdAt\n    settlement {\n      ...PolicySettlementFields\n    }\n    lossReports {\n      id\n      status\n    }\n  }\n": types.ClaimRowFieldsFragmentDoc,
    "\n  query GetClaims($status: String, $pagination: PaginationInput) {\n    getClaims(status: $status, pagination: $pagination) {\n      count\n      items {\n        ...ClaimRowFields\n      }\n    }\n  }\n": types.GetClaimsDocument,
    "\n  query GetClaim($id: ID!) {\n    getClaim(id: $id) {\n      ...ClaimRowFields\n      lossReports {\n        id\n        status\n        createdAt\n        updatedAt\n        values {\n          namedInsured {\n            name\n            address1\n            city\n            state\n            zipcode\n            contactEmail\n            policyNumber\n          }\n          lossDetails {\n            notificationDate\n            basisDescription\n          }\n        }\n        documents\n        reviewDetails {\n          paymentMethod\n          clientSignature\n          todaysDate\n        }\n      }\n    }\n  }\n": types.GetClaimDocument,
    "\n  mutation ReviewClaim($id: ID!, $input: ClaimReviewInput!) {\n    reviewClaim(id: $id, input: $input) {\n      ...ClaimRowFields\n    }\n  }\n": types.ReviewClaimDocument,
    "\n  query GetDataUpdateRuns($limit: Int) {\n    getDataUpdateRuns(limit: $limit) {\n      _id\n      id\n      datasetId\n      status\n      trigger\n      startedAt\n      finishedAt\n      latestDateBefore\n      latestDateAfter\n      daysAdded\n      filesIngested\n      error\n    }\n  }\n": types.GetDataUpdateRunsDocument,
    "\n  query GetExposureSummary {\n    getExposureSummary {\n      cellLimit\n      regionLimit\n      referralShare\n      regions {\n        id\n        kind\n        state\n        datasetId\n        lat\n        lon\n        exposure\n        limit\n        share\n        contracts\n      }\n      cells {\n        id\n        kind\n        state\n        datasetId\n        lat\n        lon\n        exposure\n        limit\n        share\n        contracts\n      }\n    }\n  }\n": types.GetExposureSummaryDocument,
    "\n  fragment ReviewContractFields on Contract {\n    id\n    status\n    programName\n    submittedAt\n    applicationDeadline\n    paymentDueDate\n    agentName\n    agentEmail\n    agency\n    clientName\n    clientEmail\n    clientCompany\n    underwritingReasons\n    entityInformation {\n      legalName\n      address\n      city\n      state\n      zip\n      contactFirstName\n      contactLastName\n      businessPhone\n      emails {\n        value\n      }\n    }\n    businessDetails {\n      businessType\n      businessOperationsDescription\n      previousAnnualRevenue {\n        year\n        revenue\n      }\n    }\n    agentSignature {\n      name\n      date\n    }\n    clientSignature {\n      name\n      date\n      d1SignName\n    }\n    reviewDetails {\n      isApproved\n      reviewDate\n      reviewBy\n      reviewDescription\n      clientMessage\n    }\n    prices {\n      netPremium\n      totalDue\n    }\n    quote {\n      id\n      programTitle\n      limitOfLiability\n      riskPeriod {\n        startDate\n        endDate\n      }\n      explanation {\n        sensitivity {\n          low\n          high\n          ratio\n          scenarios {\n            adjustment\n            years\n            yearCount\n            expectedLoss\n          }\n        }\n      }\n    }\n    documents {\n      ...ContractDocumentItemFields\n    }\n  }\n": types.ReviewContractFieldsFragmentDoc,
    "\n  query GetContractsForReview($statuses: [String!], $limit: Int, $nextToken: String) {\n    getContractsForReview(statuses: $statuses, limit: $limit, nextToken: $nextToken) {\n      nextToken\n      items {\n        ...ReviewContractFields\n      }\n    }\n  }\n": types.GetContractsForReviewDocument,
    "\n  mutation ReviewContract($contract: ID!, $input: ContractReviewInput!) {\n    reviewContract(contract: $contract, input: $input) {\n      id\n      status\n    }\n  }\n": types.ReviewContractDocument,
    "\n  mutation MarkWirePaymentReceived($contract: ID!, $input: WireReceivedInput!) {\n    markWirePaymentReceived(contract: $contract, input: $input) {\n      id\n      status\n      policyNumber\n    }\n  }\n": types.MarkWirePaymentReceivedDocument,
    "\n  mutation CreatePremiumIndicationRequest($input: PremiumIndicationRequestInput!) {\n    createPremiumIndicationRequest(input: $input) {\n      id\n      programType\n      start\n      end\n      limit\n      name\n      createdAt\n    }\n  }\n": types.CreatePremiumIndicationRequestDocument,
    "\n  fragment QuoteEventFields on QuoteEvent {\n    eventDate\n    eventName\n    eventType\n    description\n    audience\n  }\n": types.QuoteEventFieldsFragmentDoc,
    "\n  fragment QuoteDetailsFields on Quote {\n    ...PricedQuoteFields\n    programType\n    programTitle\n    status\n    createdAt\n    updatedAt\n    savedAt\n    frozenAt\n    expirationDate\n    clientId\n    clientName\n    clientEmail\n    clientPhone\n    limit {\n      unit\n      vector\n    }\n    locations {\n      features {\n        geometry {\n          coordinates\n        }\n        properties {\n          state\n          weight\n          cpcId\n        }\n      }\n    }\n    history {\n      ...QuoteEventFields\n    }\n  }\n": types.QuoteDetailsFieldsFragmentDoc,
    "\n  query GetQuote($id: ID!) {\n    getQuote(id: $id) {\n      ...QuoteDetailsFields\n    }\n  }\n": types.GetQuoteDocument,
    "\n  query GetContractByQuoteId($quoteId: ID!) {\n    getContractByQuoteId(quoteId: $quoteId) {\n      id\n      status\n      policyNumber\n      policyStatus\n      boundAt\n      paymentDueDate\n      expiryReason\n      reviewDetails {\n        isApproved\n        reviewDate\n        clientMessage\n      }\n      clientSignature {\n        date\n      }\n      payment {\n        method\n        maskedAccountNumber\n        accountType\n        depositoryName\n        paidAt\n        collection\n      }\n      documents {\n        ...ContractDocumentItemFields\n      }\n      history {\n        ...QuoteEventFields\n      }\n    }\n  }\n": types.GetContractByQuoteIdDocument,
    "\n  mutation AttachClientToQuote($quote: ID!, $client: ID!) {\n    attachClientToQuote(quote: $quote, client: $client) {\n      id\n      clientId\n    }\n  }\n": types.AttachClientToQuoteDocument,
    "\n  mutation DeleteQuote($quote: ID!, $quoteType: String, $deleteType: String) {\n    deleteQuote(quote: $quote, quoteType: $quoteType, deleteType: $deleteType)\n  }\n": types.DeleteQuoteDocument,
    "\n  fragment ProgramDatesFields on ProgramDates {\n    programType\n    startDate\n    endDate\n    deadlineDate\n    days\n    applicationDeadlineDays\n    earliestStartDate\n    latestStartDate\n    latestEndDate\n    minDays\n    maxMonths\n    presets {\n      label\n      startDate\n      endDate\n      deadlineDate\n      days\n    }\n  }\n": types.ProgramDatesFieldsFragmentDoc,
    "\n  query GetLPCDates($programType: String) {\n    getLPCDates(programType: $programType) {\n      ...ProgramDatesFields\n    }\n  }\n": types.GetLpcDatesDocument,
    "\n  query GetLTCDates($programType: String) {\n    getLTCDates(programType: $programType) {\n      ...ProgramDatesFields\n    }\n  }\n": types.GetLtcDatesDocument,
    "\n  query GetDatasetMetaDataV4($dataset: String) {\n    getDatasetMetaDataV4(dataset: $dataset) {\n      id\n      properties {\n        end_datetime\n        origin\n      }\n    }\n  }\n": types.GetDatasetMetaDataV4Document,
    "\n  fragment PricingRequestFields on PricingRequest {\n    id\n    requestId\n    status\n    dataOrigin\n    targetMatch {\n      requestedTrigger\n      matchedTrigger\n    }\n    error {\n      code\n      message\n    }\n    quotes {\n      ...PricedQuoteFields\n    }\n  }\n": types.PricingRequestFieldsFragmentDoc,
    "\n  mutation CreateParametricCustomQuote(\n    $collection: String\n    $dataset: String\n    $limit: Float\n    $strike: Float\n    $exhaust: Float\n    $units: String\n    $start: String\n    $end: String\n    $weightedLocations: [WeightedLocationInput!]\n    $targetMatch: Boolean\n    $currency: String\n    $sync: Boolean\n  ) {\n    createParametricCustomQuote(\n      collection: $collection\n      dataset: $dataset\n      limit: $limit\n      strike: $strike\n      exhaust: $exhaust\n      units: $units\n      start: $start\n      end: $end\n      weightedLocations: $weightedLocations\n      targetMatch: $targetMatch\n      currency: $currency\n      sync: $sync\n    ) {\n      ...PricingRequestFields\n    }\n  }\n": types.CreateParametricCustomQuoteDocument,
    "\n  mutation CreateParametricQuote(\n    $programType: String\n    $collection: String\n    $dataset: String\n    $start: String\n    $end: String\n    $limit: Float\n    $preferredStrike: Float\n    $exhaust: Float\n    $units: String\n    $weightedLocations: [WeightedLocationInput!]\n    $targetMatch: Boolean\n    $sync: Boolean\n  ) {\n    createParametricQuote(\n      programType: $programType\n      collection: $collection\n      dataset: $dataset\n      start: $start\n      end: $end\n      limit: $limit\n      preferredStrike: $preferredStrike\n      exhaust: $exhaust\n      units: $units\n      weightedLocations: $weightedLocations\n      targetMatch: $targetMatch\n      sync: $sync\n    ) {\n      ...PricingRequestFields\n    }\n  }\n": types.CreateParametricQuoteDocument,
    "\n  query GetPricingRequest($id: ID!) {\n    getPricingRequest(id: $id) {\n      ...PricingRequestFields\n    }\n  }\n": types.GetPricingRequestDocument,
    "\n  query GetIndexDataV2($input: IndexDataInput, $type: String) {\n    getIndexDataV2(input: $input, type: $type) {\n      average\n      min\n      max\n      unit\n      result {\n        year\n        temp\n      }\n      dataOrigin\n      dataset {\n        dclimateId\n        title\n      }\n    }\n  }\n": types.GetIndexDataV2Document,
    "\n  fragment SavedQuoteFields on Quote {\n    id\n    savedAt\n    clientId\n  }\n": types.SavedQuoteFieldsFragmentDoc,
    "\n  mutation SaveLPCInsuranceQuote($quote: ID!, $client: ID) {\n    saveLPCInsuranceQuote(quote: $quote, client: $client) {\n      ...SavedQuoteFields\n    }\n  }\n": types.SaveLpcInsuranceQuoteDocument,
    "\n  mutation SaveLTCInsuranceQuote($quote: ID!, $client: ID) {\n    saveLTCInsuranceQuote(quote: $quote, client: $client) {\n      ...SavedQuoteFields\n    }\n  }\n": types.SaveLtcInsuranceQuoteDocument,
    "\n  mutation SaveHTCInsuranceQuote($quote: ID!, $client: ID) {\n    saveHTCInsuranceQuote(quote: $quote, client: $client) {\n      ...SavedQuoteFields\n    }\n  }\n": types.SaveHtcInsuranceQuoteDocument,
    "\n  mutation SharePrecipInsuranceQuote($emails: [String!]!, $quoteId: ID!) {\n    sharePrecipInsuranceQuote(emails: $emails, quoteId: $quoteId)\n  }\n": types.SharePrecipInsuranceQuoteDocument,
    "\n  mutation ShareLtcInsuranceQuote($emails: [String!]!, $quoteId: ID!) {\n    shareLtcInsuranceQuote(emails: $emails, quoteId: $quoteId)\n  }\n": types.ShareLtcInsuranceQuoteDocument,
    "\n  query GetPolicies($search: String, $expiringSoon: Boolean, $limit: Int, $nextToken: String) {\n    getPolicies(search: $search, expiringSoon: $expiringSoon, limit: $limit, nextToken: $nextToken) {\n      items {\n        contractId\n        quoteId\n        policyNumber\n        insuredName\n        programTitle\n        startDate\n        endDate\n        limit\n        status\n        indexState\n      }\n      nextToken\n    }\n  }\n": types.GetPoliciesDocument,
    "\n  query GetSharedQuote($token: String!) {\n    getSharedQuote(token: $token) {\n      id\n      programName\n      programTitle\n      unit\n      startDate\n      endDate\n      days\n      applicationDeadline\n      expirationDate\n      locations {\n        state\n        lat\n        lon\n        weight\n      }\n      currency\n      limitOfLiability\n      trigger\n      exhaust\n      dailyPrecipitationCap\n      netPremium\n      estimatedGrossPremium\n      estimatedTaxesAndFees\n      taxStatus\n      taxMessage\n      history {\n        year\n        index\n        payout\n        indexAsIfToday\n        payoutAsIfToday\n      }\n      dataOrigin\n      sharedBy {\n        name\n        email\n        agency\n      }\n      linkExpiresAt\n    }\n  }\n": types.GetSharedQuoteDocument,
    "\n  mutation Authorize($token: String!) {\n    authorize(token: $token) {\n      token\n      expiresAt\n      user {\n        _id\n        email\n        role\n        confirmedAt\n      }\n    }\n  }\n": types.AuthorizeDocument,
    "\n  query Me {\n    currentUser {\n      _id\n    }\n  }\n": types.MeDocument,
    "\n  mutation ClientTestLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n": types.ClientTestLoginDocument,
    "\n  mutation C($t: String!) {\n    confirmUser(token: $t) {\n      token\n    }\n  }\n": types.CDocument,
    "\n  fragment CurrentUserFields on User {\n    _id\n    email\n    role\n    confirmedAt\n    createdAt\n    updatedAt\n    profile {\n      firstName\n      lastName\n      phone\n      companyName\n      address1\n      address2\n      city\n      state\n      country\n      zipcode\n    }\n    legal {\n      stateLicenseNumber\n    }\n    permissions {\n      platform\n      canQuote\n      canBind\n    }\n    organization {\n      _id\n      name\n      website\n      isOnboarded\n      application {\n        _id\n        status\n        userId\n      }\n      permissions {\n        canBind\n      }\n    }\n    canQuote\n    canBind\n  }\n": types.CurrentUserFieldsFragmentDoc,
    "\n  fragment AuthPayloadFields on AuthPayload {\n    token\n    expiresAt\n    user {\n      ...CurrentUserFields\n    }\n  }\n": types.AuthPayloadFieldsFragmentDoc,
    "\n  query CurrentUser {\n    currentUser {\n      ...CurrentUserFields\n    }\n  }\n": types.CurrentUserDocument,
    "\n  mutation LogoutEverywhere {\n    logoutEverywhere\n  }\n": types.LogoutEverywhereDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation CreateInsuranceApplication($client: ID!, $quote: ID!) {\n    createInsuranceApplication(client: $client, quote: $quote) {\n      id\n      quoteId\n      status\n    }\n  }\n": types.CreateInsuranceApplicationDocument,
    "\n  query GetApplicationsInProgress {\n    getAgentStats {\n      applicationsInProgress\n    }\n  }\n": types.GetApplicationsInProgressDocument,
    "\n  mutation RequestClientSignInLink($email: String!) {\n    requestClientSignInLink(email: $email)\n  }\n": types.RequestClientSignInLinkDocument,
    "\n  fragment ClientFields on User {\n    _id\n    email\n    pendingEmail\n    profile {\n      firstName\n      lastName\n      phone\n      companyName\n      address1\n      address2\n      city\n      state\n      country\n      zipcode\n    }\n  }\n": types.ClientFieldsFragmentDoc,
    "\n  query GetUserClients($limit: Int) {\n    getUserClients(limit: $limit) {\n      count\n      items {\n        ...ClientFields\n      }\n    }\n  }\n": types.GetUserClientsDocument,
    "\n  mutation CreateClientUser($firstName: String!, $lastName: String!, $email: String!) {\n    createClientUser(firstName: $firstName, lastName: $lastName, email: $email) {\n      ...ClientFields\n    }\n  }\n": types.CreateClientUserDocument,
    "\n  mutation UpdateClientUser($input: UpdateClientUserInput!, $client: ID!) {\n    updateClientUser(input: $input, client: $client) {\n      ...ClientFields\n    }\n  }\n": types.UpdateClientUserDocument,
    "\n  fragment ContractDocumentItemFields on ContractDocument {\n    id\n    fileName\n    mimetype\n    kind\n    createdAt\n  }\n": types.ContractDocumentItemFieldsFragmentDoc,
    "\n  query GetContractDocumentUrl($file: ID!) {\n    getSignedUrl(file: $file)\n  }\n": types.GetContractDocumentUrlDocument,
    "\n  fragment OnboardingPersonFields on User {\n    _id\n    email\n    role\n    profile {\n      firstName\n      lastName\n    }\n  }\n": types.OnboardingPersonFieldsFragmentDoc,
    "\n  fragment OrganizationOnboardingFields on OrganizationOnboarding {\n    status\n    organization {\n      _id\n      name\n      website\n      yearsInBusiness\n      isOnboarded\n      locations {\n        _id\n        type\n        address {\n          address1\n          address2\n          city\n          state\n          zipcode\n        }\n      }\n      signatureDetails {\n        signature\n        signingDate\n        title\n      }\n    }\n    applicant {\n      ...OnboardingPersonFields\n    }\n    primaryAgent {\n      ...OnboardingPersonFields\n    }\n    agencyLicenseState\n    agencyLicenseNumber\n    npn\n    submittedAt\n    returnReason\n    agreementDocumentId\n  }\n": types.OrganizationOnboardingFieldsFragmentDoc,
    "\n  fragment PolicySettlementFields on PolicySettlement {\n    index\n    payout\n    datasetId\n    dataVersion\n    dataLatestDate\n    daysUsed\n    dataOrigin\n    settledAt\n    outcome\n  }\n": types.PolicySettlementFieldsFragmentDoc,
    "\n  fragment PolicyClaimFields on Claim {\n    id\n    status\n    payout\n    payableMethod\n    payableAccount\n    clientMessage\n    decidedAt\n    createdAt\n  }\n": types.PolicyClaimFieldsFragmentDoc,
    "\n  fragment PolicyIndexFields on PolicyIndex {\n    contractId\n    policyNumber\n    program\n    unit\n    trigger\n    exhaust\n    limit\n    startDate\n    endDate\n    state\n    asOf\n    daysTotal\n    daysElapsed\n    daysRemaining\n    indexToDate\n    payoutToDate\n    estimatedPayout\n    historicalMin\n    historicalMedian\n    historicalMax\n    historicalMinAsIfToday\n    historicalMedianAsIfToday\n    historicalMaxAsIfToday\n    lookBackYears\n    dataOrigin\n    points {\n      date\n      index\n      historicalMin\n      historicalMax\n    }\n    settlement {\n      ...PolicySettlementFields\n    }\n    claim {\n      ...PolicyClaimFields\n    }\n  }\n": types.PolicyIndexFieldsFragmentDoc,
    "\n  query GetPolicyIndex($contractId: ID!) {\n    getPolicyIndex(contractId: $contractId) {\n      ...PolicyIndexFields\n    }\n  }\n": types.GetPolicyIndexDocument,
    "\n  query GetQuotes($input: QuotesPageInput, $type: String, $clientId: ID, $filterFrozen: Boolean) {\n    getQuotes(input: $input, type: $type, clientId: $clientId, filterFrozen: $filterFrozen) {\n      count\n      nextCursor\n      previousCursor\n      items {\n        id\n        programName\n        programTitle\n        status\n        createdAt\n        frozenAt\n        clientId\n        clientName\n        clientFirstName\n        clientLastName\n        clientEmail\n        riskPeriod {\n          startDate\n          endDate\n        }\n        location\n        trigger\n        limitOfLiability\n        netPremium\n        applicationDeadline\n        states\n        locations {\n          name\n          state\n          lat\n          lon\n          weight\n        }\n        contractId\n        contractStatus\n        policyNumber\n      }\n    }\n  }\n": types.GetQuotesDocument,
    "\n  fragment PricedQuoteFields on Quote {\n    id\n    requestId\n    optionIndex\n    programName\n    label\n    isRequested\n    riskPeriod {\n      startDate\n      endDate\n      days\n    }\n    applicationDeadline\n    locationState\n    limitOfLiability\n    strike {\n      unit\n      vector\n    }\n    exhaust {\n      unit\n      vector\n    }\n    dailyPrecipitationCap\n    breakEven\n    netPremium\n    estimatedGrossPremium\n    estimatedTaxesAndFees\n    estimatedTotalTaxesNoStamping\n    stampingFee\n    policyFee\n    surplusLinesTaxPercent\n    stampingFeePercent\n    taxStatus\n    taxMessage\n    agentCommission\n    perUnitLoss\n    relativeStrike\n    indexSummary {\n      minimum\n      average\n      maximum\n      unit\n    }\n    indexHistory {\n      year\n      vector\n    }\n    historicalPayout {\n      year\n      vector\n    }\n    averageHistoricalPayout\n    indexHistoryAsIfToday {\n      year\n      vector\n    }\n    historicalPayoutAsIfToday {\n      year\n      vector\n    }\n    averageHistoricalPayoutAsIfToday\n    payoutProfile {\n      index\n      payout\n    }\n    dataset {\n      dclimateId\n      type\n      title\n      origin\n      latestDate\n    }\n    dataOrigin\n    targetMatch {\n      requestedTrigger\n      matchedTrigger\n    }\n  }\n": types.PricedQuoteFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountUploads($input: UploadsInput) {\n    getUploads(input: $input) {\n      count\n      items {\n        id\n        fileName\n        filePath\n        purpose\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').AccountUploadsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"): typeof import('./graphql').ChangePasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"): typeof import('./graphql').UpdateUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrganizationCardFields on Organization {\n    _id\n    name\n    website\n    locations {\n      _id\n      type\n      address {\n        address1\n        address2\n        city\n        state\n        zipcode\n      }\n    }\n    contacts {\n      _id\n      type\n      name\n      firstName\n      lastName\n      email\n      phone\n    }\n  }\n"): typeof import('./graphql').OrganizationCardFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountOrganization {\n    currentUser {\n      _id\n      organization {\n        ...OrganizationCardFields\n      }\n    }\n  }\n"): typeof import('./graphql').AccountOrganizationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrganizationLocationAddress(\n    $organization: ID!\n    $location: ID\n    $input: OrganizationLocationInput!\n  ) {\n    updateOrganizationLocationAddress(organization: $organization, location: $location, input: $input) {\n      ...OrganizationCardFields\n    }\n  }\n"): typeof import('./graphql').UpdateOrganizationLocationAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrganizationContact($organization: ID!, $contact: ID, $input: OrganizationContactInput!) {\n    updateOrganizationContact(organization: $organization, contact: $contact, input: $input) {\n      ...OrganizationCardFields\n    }\n  }\n"): typeof import('./graphql').UpdateOrganizationContactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PayoutInformationFields on PaymentsInfo {\n    accountType\n    maskedAccountNumber\n    maskedRoutingNumber\n    depositoryName\n    namesOnTheAccount\n    paymentMethod\n    updatedAt\n  }\n"): typeof import('./graphql').PayoutInformationFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetPayoutInformation {\n    currentUser {\n      _id\n      role\n      finance {\n        paymentsInfo {\n          ...PayoutInformationFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetPayoutInformationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddAgentPaymentInformation($input: AgentPaymentInput!) {\n    addAgentPaymentInformation(input: $input) {\n      _id\n      finance {\n        paymentsInfo {\n          ...PayoutInformationFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AddAgentPaymentInformationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetAgentCommissions($pagination: PaginationInput) {\n    getAgentCommissions(pagination: $pagination) {\n      items {\n        _id\n        amount\n        status\n        policyNumber\n        paymentDate\n        createdAt\n      }\n      count\n    }\n  }\n"): typeof import('./graphql').GetAgentCommissionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamMemberFields on TeamMember {\n    _id\n    status\n    statusReason\n    invitedFirstName\n    invitedLastName\n    invitedEmail\n    invitedRole\n    invitedAt\n    invitationExpiresAt\n    joinedAt\n    user {\n      _id\n      email\n      role\n      profile {\n        firstName\n        lastName\n        phone\n        state\n      }\n      legal {\n        stateLicenseNumber\n        stateLicenseState\n        stateLicenseUploadId\n      }\n      disabledAt\n    }\n  }\n"): typeof import('./graphql').TeamMemberFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetOrganizationTeam {\n    getOrganizationTeam {\n      ...TeamMemberFields\n    }\n  }\n"): typeof import('./graphql').GetOrganizationTeamDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteTeamMember($inputs: InviteTeamMemberInput!) {\n    inviteLpcOrgAgent(inputs: $inputs)\n  }\n"): typeof import('./graphql').InviteTeamMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendTeamInvitation($user: ID!) {\n    resendTeamInvitation(user: $user) {\n      ...TeamMemberFields\n    }\n  }\n"): typeof import('./graphql').ResendTeamInvitationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTeamMemberStatus($user: ID!, $status: TeamMemberStatus!) {\n    setTeamMemberStatus(user: $user, status: $status) {\n      ...TeamMemberFields\n    }\n  }\n"): typeof import('./graphql').SetTeamMemberStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTeamMember($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      _id\n      email\n      role\n    }\n  }\n"): typeof import('./graphql').UpdateTeamMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadStateLicense($input: UploadFileInput!) {\n    uploadFile(input: $input) {\n      uploadId\n      url\n      fields {\n        name\n        value\n      }\n    }\n  }\n"): typeof import('./graphql').UploadStateLicenseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApplyQuoteFields on Quote {\n    id\n    programName\n    programTitle\n    createdAt\n    frozenAt\n    clientId\n    clientName\n    applicationDeadline\n    limitOfLiability\n    riskPeriod {\n      startDate\n      endDate\n    }\n    locations {\n      features {\n        geometry {\n          coordinates\n        }\n        properties {\n          state\n          weight\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ApplyQuoteFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApplicationContractFields on Contract {\n    id\n    quoteId\n    status\n    programName\n    policyNumber\n    applicationDeadline\n    submittedAt\n    agentName\n    agentEmail\n    agency\n    clientId\n    clientName\n    clientEmail\n    clientCompany\n    entityInformation {\n      legalName\n      address\n      city\n      state\n      county\n      country\n      zip\n      maskedFederalTaxId\n      contactFirstName\n      contactLastName\n      emails {\n        value\n      }\n      businessPhone\n    }\n    businessDetails {\n      businessType\n      businessOperationsDescription\n      currency\n      previousAnnualRevenue {\n        year\n        revenue\n      }\n    }\n    diligentSearchUpload {\n      acknowledgment\n      file\n      fileId\n    }\n    agentSignature {\n      name\n      date\n      signedAt\n    }\n    quote {\n      ...PricedQuoteFields\n      programTitle\n      locations {\n        features {\n          geometry {\n            coordinates\n          }\n          properties {\n            state\n            weight\n            cpcId\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ApplicationContractFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetApplyQuote($id: ID!) {\n    getQuote(id: $id) {\n      ...ApplyQuoteFields\n    }\n  }\n"): typeof import('./graphql').GetApplyQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetApplication($id: ID!) {\n    getContract(id: $id) {\n      ...ApplicationContractFields\n    }\n  }\n"): typeof import('./graphql').GetApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateApplication($contract: ID!, $input: UpdateApplicationInput!) {\n    updateLpcInsuranceApplication(contract: $contract, input: $input) {\n      ...ApplicationContractFields\n    }\n  }\n"): typeof import('./graphql').UpdateApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitApplication($contract: ID!, $input: SubmitApplicationInput!) {\n    submitLpcInsuranceApplication(contract: $contract, input: $input) {\n      ...ApplicationContractFields\n    }\n  }\n"): typeof import('./graphql').SubmitApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadFile($input: UploadFileInput!) {\n    uploadFile(input: $input) {\n      uploadId\n      url\n      fields {\n        name\n        value\n      }\n      expiresAt\n    }\n  }\n"): typeof import('./graphql').UploadFileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListApplicationsInProgress($limit: Int, $nextToken: String) {\n    getApplicationsInProgress(limit: $limit, nextToken: $nextToken) {\n      items {\n        contractId\n        quoteId\n        clientName\n        insuredName\n        programTitle\n        status\n        applicationDeadline\n        startDate\n        endDate\n        limit\n        updatedAt\n      }\n      nextToken\n    }\n  }\n"): typeof import('./graphql').ListApplicationsInProgressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!, $rememberMe: Boolean) {\n    login(email: $email, password: $password, rememberMe: $rememberMe) {\n      ...AuthPayloadFields\n    }\n  }\n"): typeof import('./graphql').LoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterUser($input: RegisterUserInput!) {\n    registerUser(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n"): typeof import('./graphql').RegisterUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmUser($token: String!, $type: TokenType) {\n    confirmUser(token: $token, type: $type) {\n      ...AuthPayloadFields\n    }\n  }\n"): typeof import('./graphql').ConfirmUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendConfirm {\n    resendConfirm\n  }\n"): typeof import('./graphql').ResendConfirmDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n"): typeof import('./graphql').ForgotPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      token\n      expiresAt\n    }\n  }\n"): typeof import('./graphql').ResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetTeamInvitation($token: String!) {\n    getTeamInvitation(token: $token) {\n      email\n      firstName\n      lastName\n      role\n      organizationName\n      stateLicenseNumber\n      phone\n      expiresAt\n    }\n  }\n"): typeof import('./graphql').GetTeamInvitationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptTeamInvitation($input: AcceptTeamInvitationInput!) {\n    acceptTeamInvitation(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n"): typeof import('./graphql').AcceptTeamInvitationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LossReportFields on Form {\n    id\n    formType\n    status\n    claimNumber\n    program\n    achAccount\n    createdAt\n    updatedAt\n    values {\n      contractId\n      status\n      namedInsured {\n        name\n        address1\n        city\n        state\n        zipcode\n        contactEmail\n        policyNumber\n      }\n      lossDetails {\n        notificationDate\n        basisDescription\n      }\n    }\n    reviewDetails {\n      paymentMethod\n      readConfirmation\n      clientSignature\n      todaysDate\n    }\n  }\n"): typeof import('./graphql').LossReportFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteClientClaimForm($policyId: String!) {\n    inviteClientClaimForm(policyId: $policyId)\n  }\n"): typeof import('./graphql').InviteClientClaimFormDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptClaimsFormInvite($token: String!) {\n    acceptClaimsFormTokenInvite(token: $token) {\n      auth {\n        ...AuthPayloadFields\n      }\n      contractId\n    }\n  }\n"): typeof import('./graphql').AcceptClaimsFormInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetLossReportContract($id: ID!) {\n    getContract(id: $id) {\n      id\n      policyNumber\n      programName\n      entityInformation {\n        legalName\n        address\n        city\n        state\n        zip\n        emails {\n          value\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetLossReportContractDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveLossReport($input: LossReportInput!) {\n    saveLossReport(input: $input) {\n      ...LossReportFields\n    }\n  }\n"): typeof import('./graphql').SaveLossReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetLossReport($id: ID!) {\n    getForm(formType: \"LossReport\", id: $id) {\n      ...LossReportFields\n    }\n  }\n"): typeof import('./graphql').GetLossReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveLossReportReview($id: ID!, $input: LossReportReviewInput!) {\n    saveLossReportReview(id: $id, input: $input) {\n      ...LossReportFields\n    }\n  }\n"): typeof import('./graphql').SaveLossReportReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetLossReportPayout($contractId: ID!) {\n    getPolicyIndex(contractId: $contractId) {\n      contractId\n      state\n      asOf\n      estimatedPayout\n      limit\n      settlement {\n        payout\n        settledAt\n      }\n    }\n  }\n"): typeof import('./graphql').GetLossReportPayoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptClientSignIn($token: String!) {\n    acceptClientSignIn(token: $token) {\n      ...AuthPayloadFields\n    }\n  }\n"): typeof import('./graphql').AcceptClientSignInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetMyPolicies {\n    getMyPolicies {\n      count\n      items {\n        contractId\n        status\n        statusLabel\n        program\n        programName\n        insured\n        policyNumber\n        startDate\n        endDate\n        limitOfLiability\n        agentName\n        agentEmail\n      }\n    }\n  }\n"): typeof import('./graphql').GetMyPoliciesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientContractFields on Contract {\n    id\n    status\n    programName\n    policyNumber\n    paymentDueDate\n    agentName\n    agentEmail\n    agency\n    clientName\n    entityInformation {\n      legalName\n      address\n      city\n      state\n      zip\n      contactFirstName\n      contactLastName\n      emails {\n        value\n      }\n      businessPhone\n    }\n    businessDetails {\n      businessType\n      businessOperationsDescription\n    }\n    quote {\n      id\n      programTitle\n      limitOfLiability\n      riskPeriod {\n        startDate\n        endDate\n      }\n      strike {\n        unit\n        vector\n      }\n      exhaust {\n        unit\n        vector\n      }\n      locations {\n        features {\n          properties {\n            state\n            weight\n          }\n        }\n      }\n    }\n    prices {\n      grossPremium\n      netPremium\n      surplusTaxesAndFees\n      policyFee\n      stampingFee\n      totalTaxesNoStamping\n      totalDue\n    }\n    documents {\n      id\n      fileName\n      kind\n      createdAt\n    }\n    clientSignature {\n      name\n      date\n      d1SignName\n    }\n    payment {\n      method\n      maskedAccountNumber\n      accountType\n      paidAt\n      amount\n      collection\n    }\n    boundAt\n  }\n"): typeof import('./graphql').ClientContractFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptClientReviewInvite($token: String!) {\n    acceptClientReviewContractInvite(token: $token) {\n      auth {\n        ...AuthPayloadFields\n      }\n      contract {\n        ...ClientContractFields\n      }\n    }\n  }\n"): typeof import('./graphql').AcceptClientReviewInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetClientContract($id: ID!) {\n    getContract(id: $id) {\n      ...ClientContractFields\n    }\n  }\n"): typeof import('./graphql').GetClientContractDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitClientReview($contract: ID!, $input: ClientReviewInput!) {\n    submitReviewedLpcApplicationByClient(contract: $contract, input: $input) {\n      ...ClientContractFields\n    }\n  }\n"): typeof import('./graphql').SubmitClientReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddClientPayment($contract: ID!, $input: ClientPaymentInput!) {\n    addClientUserPayment(contract: $contract, input: $input) {\n      ...ClientContractFields\n    }\n  }\n"): typeof import('./graphql').AddClientPaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetClientDocumentUrl($file: ID!) {\n    getSignedUrl(file: $file)\n  }\n"): typeof import('./graphql').GetClientDocumentUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetAgentStats {\n    getAgentStats {\n      totalPremiumIndications\n      totalActivePolicies\n      totalContractsExpiringSoon\n    }\n  }\n"): typeof import('./graphql').GetAgentStatsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveFeedback($rating: Int, $feedback: String) {\n    saveFeedback(rating: $rating, feedback: $feedback)\n  }\n"): typeof import('./graphql').SaveFeedbackDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmClientEmailChangePage($token: String!) {\n    confirmClientEmailChange(token: $token) {\n      email\n    }\n  }\n"): typeof import('./graphql').ConfirmClientEmailChangePageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetOrganizationOnboarding {\n    getOrganizationOnboarding {\n      ...OrganizationOnboardingFields\n    }\n  }\n"): typeof import('./graphql').GetOrganizationOnboardingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OnboardingTeam {\n    getOrganizationTeam {\n      _id\n      status\n      user {\n        ...OnboardingPersonFields\n      }\n    }\n  }\n"): typeof import('./graphql').OnboardingTeamDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DesignatePrimaryAgent($user: ID!) {\n    designatePrimaryAgent(user: $user) {\n      ...OrganizationOnboardingFields\n    }\n  }\n"): typeof import('./graphql').DesignatePrimaryAgentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveOrganizationApplication($input: OrganizationApplicationInput!) {\n    saveOrganizationApplication(input: $input) {\n      ...OrganizationOnboardingFields\n    }\n  }\n"): typeof import('./graphql').SaveOrganizationApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitOrganizationApplication($input: OrganizationApplicationInput!) {\n    submitOrganizationApplication(input: $input) {\n      ...OrganizationOnboardingFields\n    }\n  }\n"): typeof import('./graphql').SubmitOrganizationApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetOrganizationApplicationsForReview($statuses: [OrganizationApplicationStatus!]) {\n    getOrganizationApplicationsForReview(statuses: $statuses) {\n      ...OrganizationOnboardingFields\n    }\n  }\n"): typeof import('./graphql').GetOrganizationApplicationsForReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetOrganizationApplication($organization: ID!) {\n    getOrganizationApplication(organization: $organization) {\n      ...OrganizationOnboardingFields\n    }\n  }\n"): typeof import('./graphql').GetOrganizationApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewOrganizationApplication($organization: ID!, $input: OrganizationReviewInput!) {\n    reviewOrganizationApplication(organization: $organization, input: $input) {\n      ...OrganizationOnboardingFields\n    }\n  }\n"): typeof import('./graphql').ReviewOrganizationApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClaimRowFields on Claim {\n    id\n    contractId\n    policyNumber\n    program\n    status\n    payout\n    limit\n    trigger\n    exhaust\n    unit\n    namedInsured\n    agentName\n    riskPeriodStart\n    riskPeriodEnd\n    payableMethod\n    payableAccount\n    rejectionReason\n    clientMessage\n    decidedAt\n    createdAt\n    settlement {\n      ...PolicySettlementFields\n    }\n    lossReports {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').ClaimRowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetClaims($status: String, $pagination: PaginationInput) {\n    getClaims(status: $status, pagination: $pagination) {\n      count\n      items {\n        ...ClaimRowFields\n      }\n    }\n  }\n"): typeof import('./graphql').GetClaimsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetClaim($id: ID!) {\n    getClaim(id: $id) {\n      ...ClaimRowFields\n      lossReports {\n        id\n        status\n        createdAt\n        updatedAt\n        values {\n          namedInsured {\n            name\n            address1\n            city\n            state\n            zipcode\n            contactEmail\n            policyNumber\n          }\n          lossDetails {\n            notificationDate\n            basisDescription\n          }\n        }\n        documents\n        reviewDetails {\n          paymentMethod\n          clientSignature\n          todaysDate\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetClaimDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewClaim($id: ID!, $input: ClaimReviewInput!) {\n    reviewClaim(id: $id, input: $input) {\n      ...ClaimRowFields\n    }\n  }\n"): typeof import('./graphql').ReviewClaimDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetDataUpdateRuns($limit: Int) {\n    getDataUpdateRuns(limit: $limit) {\n      _id\n      id\n      datasetId\n      status\n      trigger\n      startedAt\n      finishedAt\n      latestDateBefore\n      latestDateAfter\n      daysAdded\n      filesIngested\n      error\n    }\n  }\n"): typeof import('./graphql').GetDataUpdateRunsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetExposureSummary {\n    getExposureSummary {\n      cellLimit\n      regionLimit\n      referralShare\n      regions {\n        id\n        kind\n        state\n        datasetId\n        lat\n        lon\n        exposure\n        limit\n        share\n        contracts\n      }\n      cells {\n        id\n        kind\n        state\n        datasetId\n        lat\n        lon\n        exposure\n        limit\n        share\n        contracts\n      }\n    }\n  }\n"): typeof import('./graphql').GetExposureSummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewContractFields on Contract {\n    id\n    status\n    programName\n    submittedAt\n    applicationDeadline\n    paymentDueDate\n    agentName\n    agentEmail\n    agency\n    clientName\n    clientEmail\n    clientCompany\n    underwritingReasons\n    entityInformation {\n      legalName\n      address\n      city\n      state\n      zip\n      contactFirstName\n      contactLastName\n      businessPhone\n      emails {\n        value\n      }\n    }\n    businessDetails {\n      businessType\n      businessOperationsDescription\n      previousAnnualRevenue {\n        year\n        revenue\n      }\n    }\n    agentSignature {\n      name\n      date\n    }\n    clientSignature {\n      name\n      date\n      d1SignName\n    }\n    reviewDetails {\n      isApproved\n      reviewDate\n      reviewBy\n      reviewDescription\n      clientMessage\n    }\n    prices {\n      netPremium\n      totalDue\n    }\n    quote {\n      id\n      programTitle\n      limitOfLiability\n      riskPeriod {\n        startDate\n        endDate\n      }\n      explanation {\n        sensitivity {\n          low\n          high\n          ratio\n          scenarios {\n            adjustment\n            years\n            yearCount\n            expectedLoss\n          }\n        }\n      }\n    }\n    documents {\n      ...ContractDocumentItemFields\n    }\n  }\n"): typeof import('./graphql').ReviewContractFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetContractsForReview($statuses: [String!], $limit: Int, $nextToken: String) {\n    getContractsForReview(statuses: $statuses, limit: $limit, nextToken: $nextToken) {\n      nextToken\n      items {\n        ...ReviewContractFields\n      }\n    }\n  }\n"): typeof import('./graphql').GetContractsForReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewContract($contract: ID!, $input: ContractReviewInput!) {\n    reviewContract(contract: $contract, input: $input) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').ReviewContractDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkWirePaymentReceived($contract: ID!, $input: WireReceivedInput!) {\n    markWirePaymentReceived(contract: $contract, input: $input) {\n      id\n      status\n      policyNumber\n    }\n  }\n"): typeof import('./graphql').MarkWirePaymentReceivedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePremiumIndicationRequest($input: PremiumIndicationRequestInput!) {\n    createPremiumIndicationRequest(input: $input) {\n      id\n      programType\n      start\n      end\n      limit\n      name\n      createdAt\n    }\n  }\n"): typeof import('./graphql').CreatePremiumIndicationRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuoteEventFields on QuoteEvent {\n    eventDate\n    eventName\n    eventType\n    description\n    audience\n  }\n"): typeof import('./graphql').QuoteEventFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuoteDetailsFields on Quote {\n    ...PricedQuoteFields\n    programType\n    programTitle\n    status\n    createdAt\n    updatedAt\n    savedAt\n    frozenAt\n    expirationDate\n    clientId\n    clientName\n    clientEmail\n    clientPhone\n    limit {\n      unit\n      vector\n    }\n    locations {\n      features {\n        geometry {\n          coordinates\n        }\n        properties {\n          state\n          weight\n          cpcId\n        }\n      }\n    }\n    history {\n      ...QuoteEventFields\n    }\n  }\n"): typeof import('./graphql').QuoteDetailsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetQuote($id: ID!) {\n    getQuote(id: $id) {\n      ...QuoteDetailsFields\n    }\n  }\n"): typeof import('./graphql').GetQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetContractByQuoteId($quoteId: ID!) {\n    getContractByQuoteId(quoteId: $quoteId) {\n      id\n      status\n      policyNumber\n      policyStatus\n      boundAt\n      paymentDueDate\n      expiryReason\n      reviewDetails {\n        isApproved\n        reviewDate\n        clientMessage\n      }\n      clientSignature {\n        date\n      }\n      payment {\n        method\n        maskedAccountNumber\n        accountType\n        depositoryName\n        paidAt\n        collection\n      }\n      documents {\n        ...ContractDocumentItemFields\n      }\n      history {\n        ...QuoteEventFields\n      }\n    }\n  }\n"): typeof import('./graphql').GetContractByQuoteIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AttachClientToQuote($quote: ID!, $client: ID!) {\n    attachClientToQuote(quote: $quote, client: $client) {\n      id\n      clientId\n    }\n  }\n"): typeof import('./graphql').AttachClientToQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteQuote($quote: ID!, $quoteType: String, $deleteType: String) {\n    deleteQuote(quote: $quote, quoteType: $quoteType, deleteType: $deleteType)\n  }\n"): typeof import('./graphql').DeleteQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProgramDatesFields on ProgramDates {\n    programType\n    startDate\n    endDate\n    deadlineDate\n    days\n    applicationDeadlineDays\n    earliestStartDate\n    latestStartDate\n    latestEndDate\n    minDays\n    maxMonths\n    presets {\n      label\n      startDate\n      endDate\n      deadlineDate\n      days\n    }\n  }\n"): typeof import('./graphql').ProgramDatesFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetLPCDates($programType: String) {\n    getLPCDates(programType: $programType) {\n      ...ProgramDatesFields\n    }\n  }\n"): typeof import('./graphql').GetLpcDatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetLTCDates($programType: String) {\n    getLTCDates(programType: $programType) {\n      ...ProgramDatesFields\n    }\n  }\n"): typeof import('./graphql').GetLtcDatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetDatasetMetaDataV4($dataset: String) {\n    getDatasetMetaDataV4(dataset: $dataset) {\n      id\n      properties {\n        end_datetime\n        origin\n      }\n    }\n  }\n"): typeof import('./graphql').GetDatasetMetaDataV4Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PricingRequestFields on PricingRequest {\n    id\n    requestId\n    status\n    dataOrigin\n    targetMatch {\n      requestedTrigger\n      matchedTrigger\n    }\n    error {\n      code\n      message\n    }\n    quotes {\n      ...PricedQuoteFields\n    }\n  }\n"): typeof import('./graphql').PricingRequestFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateParametricCustomQuote(\n    $collection: String\n    $dataset: String\n    $limit: Float\n    $strike: Float\n    $exhaust: Float\n    $units: String\n    $start: String\n    $end: String\n    $weightedLocations: [WeightedLocationInput!]\n    $targetMatch: Boolean\n    $currency: String\n    $sync: Boolean\n  ) {\n    createParametricCustomQuote(\n      collection: $collection\n      dataset: $dataset\n      limit: $limit\n      strike: $strike\n      exhaust: $exhaust\n      units: $units\n      start: $start\n      end: $end\n      weightedLocations: $weightedLocations\n      targetMatch: $targetMatch\n      currency: $currency\n      sync: $sync\n    ) {\n      ...PricingRequestFields\n    }\n  }\n"): typeof import('./graphql').CreateParametricCustomQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateParametricQuote(\n    $programType: String\n    $collection: String\n    $dataset: String\n    $start: String\n    $end: String\n    $limit: Float\n    $preferredStrike: Float\n    $exhaust: Float\n    $units: String\n    $weightedLocations: [WeightedLocationInput!]\n    $targetMatch: Boolean\n    $sync: Boolean\n  ) {\n    createParametricQuote(\n      programType: $programType\n      collection: $collection\n      dataset: $dataset\n      start: $start\n      end: $end\n      limit: $limit\n      preferredStrike: $preferredStrike\n      exhaust: $exhaust\n      units: $units\n      weightedLocations: $weightedLocations\n      targetMatch: $targetMatch\n      sync: $sync\n    ) {\n      ...PricingRequestFields\n    }\n  }\n"): typeof import('./graphql').CreateParametricQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetPricingRequest($id: ID!) {\n    getPricingRequest(id: $id) {\n      ...PricingRequestFields\n    }\n  }\n"): typeof import('./graphql').GetPricingRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetIndexDataV2($input: IndexDataInput, $type: String) {\n    getIndexDataV2(input: $input, type: $type) {\n      average\n      min\n      max\n      unit\n      result {\n        year\n        temp\n      }\n      dataOrigin\n      dataset {\n        dclimateId\n        title\n      }\n    }\n  }\n"): typeof import('./graphql').GetIndexDataV2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedQuoteFields on Quote {\n    id\n    savedAt\n    clientId\n  }\n"): typeof import('./graphql').SavedQuoteFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveLPCInsuranceQuote($quote: ID!, $client: ID) {\n    saveLPCInsuranceQuote(quote: $quote, client: $client) {\n      ...SavedQuoteFields\n    }\n  }\n"): typeof import('./graphql').SaveLpcInsuranceQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveLTCInsuranceQuote($quote: ID!, $client: ID) {\n    saveLTCInsuranceQuote(quote: $quote, client: $client) {\n      ...SavedQuoteFields\n    }\n  }\n"): typeof import('./graphql').SaveLtcInsuranceQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveHTCInsuranceQuote($quote: ID!, $client: ID) {\n    saveHTCInsuranceQuote(quote: $quote, client: $client) {\n      ...SavedQuoteFields\n    }\n  }\n"): typeof import('./graphql').SaveHtcInsuranceQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SharePrecipInsuranceQuote($emails: [String!]!, $quoteId: ID!) {\n    sharePrecipInsuranceQuote(emails: $emails, quoteId: $quoteId)\n  }\n"): typeof import('./graphql').SharePrecipInsuranceQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShareLtcInsuranceQuote($emails: [String!]!, $quoteId: ID!) {\n    shareLtcInsuranceQuote(emails: $emails, quoteId: $quoteId)\n  }\n"): typeof import('./graphql').ShareLtcInsuranceQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetPolicies($search: String, $expiringSoon: Boolean, $limit: Int, $nextToken: String) {\n    getPolicies(search: $search, expiringSoon: $expiringSoon, limit: $limit, nextToken: $nextToken) {\n      items {\n        contractId\n        quoteId\n        policyNumber\n        insuredName\n        programTitle\n        startDate\n        endDate\n        limit\n        status\n        indexState\n      }\n      nextToken\n    }\n  }\n"): typeof import('./graphql').GetPoliciesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetSharedQuote($token: String!) {\n    getSharedQuote(token: $token) {\n      id\n      programName\n      programTitle\n      unit\n      startDate\n      endDate\n      days\n      applicationDeadline\n      expirationDate\n      locations {\n        state\n        lat\n        lon\n        weight\n      }\n      currency\n      limitOfLiability\n      trigger\n      exhaust\n      dailyPrecipitationCap\n      netPremium\n      estimatedGrossPremium\n      estimatedTaxesAndFees\n      taxStatus\n      taxMessage\n      history {\n        year\n        index\n        payout\n        indexAsIfToday\n        payoutAsIfToday\n      }\n      dataOrigin\n      sharedBy {\n        name\n        email\n        agency\n      }\n      linkExpiresAt\n    }\n  }\n"): typeof import('./graphql').GetSharedQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Authorize($token: String!) {\n    authorize(token: $token) {\n      token\n      expiresAt\n      user {\n        _id\n        email\n        role\n        confirmedAt\n      }\n    }\n  }\n"): typeof import('./graphql').AuthorizeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    currentUser {\n      _id\n    }\n  }\n"): typeof import('./graphql').MeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientTestLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n"): typeof import('./graphql').ClientTestLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation C($t: String!) {\n    confirmUser(token: $t) {\n      token\n    }\n  }\n"): typeof import('./graphql').CDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CurrentUserFields on User {\n    _id\n    email\n    role\n    confirmedAt\n    createdAt\n    updatedAt\n    profile {\n      firstName\n      lastName\n      phone\n      companyName\n      address1\n      address2\n      city\n      state\n      country\n      zipcode\n    }\n    legal {\n      stateLicenseNumber\n    }\n    permissions {\n      platform\n      canQuote\n      canBind\n    }\n    organization {\n      _id\n      name\n      website\n      isOnboarded\n      application {\n        _id\n        status\n        userId\n      }\n      permissions {\n        canBind\n      }\n    }\n    canQuote\n    canBind\n  }\n"): typeof import('./graphql').CurrentUserFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuthPayloadFields on AuthPayload {\n    token\n    expiresAt\n    user {\n      ...CurrentUserFields\n    }\n  }\n"): typeof import('./graphql').AuthPayloadFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    currentUser {\n      ...CurrentUserFields\n    }\n  }\n"): typeof import('./graphql').CurrentUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogoutEverywhere {\n    logoutEverywhere\n  }\n"): typeof import('./graphql').LogoutEverywhereDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): typeof import('./graphql').LogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateInsuranceApplication($client: ID!, $quote: ID!) {\n    createInsuranceApplication(client: $client, quote: $quote) {\n      id\n      quoteId\n      status\n    }\n  }\n"): typeof import('./graphql').CreateInsuranceApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetApplicationsInProgress {\n    getAgentStats {\n      applicationsInProgress\n    }\n  }\n"): typeof import('./graphql').GetApplicationsInProgressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestClientSignInLink($email: String!) {\n    requestClientSignInLink(email: $email)\n  }\n"): typeof import('./graphql').RequestClientSignInLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientFields on User {\n    _id\n    email\n    pendingEmail\n    profile {\n      firstName\n      lastName\n      phone\n      companyName\n      address1\n      address2\n      city\n      state\n      country\n      zipcode\n    }\n  }\n"): typeof import('./graphql').ClientFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetUserClients($limit: Int) {\n    getUserClients(limit: $limit) {\n      count\n      items {\n        ...ClientFields\n      }\n    }\n  }\n"): typeof import('./graphql').GetUserClientsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateClientUser($firstName: String!, $lastName: String!, $email: String!) {\n    createClientUser(firstName: $firstName, lastName: $lastName, email: $email) {\n      ...ClientFields\n    }\n  }\n"): typeof import('./graphql').CreateClientUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateClientUser($input: UpdateClientUserInput!, $client: ID!) {\n    updateClientUser(input: $input, client: $client) {\n      ...ClientFields\n    }\n  }\n"): typeof import('./graphql').UpdateClientUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContractDocumentItemFields on ContractDocument {\n    id\n    fileName\n    mimetype\n    kind\n    createdAt\n  }\n"): typeof import('./graphql').ContractDocumentItemFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetContractDocumentUrl($file: ID!) {\n    getSignedUrl(file: $file)\n  }\n"): typeof import('./graphql').GetContractDocumentUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OnboardingPersonFields on User {\n    _id\n    email\n    role\n    profile {\n      firstName\n      lastName\n    }\n  }\n"): typeof import('./graphql').OnboardingPersonFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrganizationOnboardingFields on OrganizationOnboarding {\n    status\n    organization {\n      _id\n      name\n      website\n      yearsInBusiness\n      isOnboarded\n      locations {\n        _id\n        type\n        address {\n          address1\n          address2\n          city\n          state\n          zipcode\n        }\n      }\n      signatureDetails {\n        signature\n        signingDate\n        title\n      }\n    }\n    applicant {\n      ...OnboardingPersonFields\n    }\n    primaryAgent {\n      ...OnboardingPersonFields\n    }\n    agencyLicenseState\n    agencyLicenseNumber\n    npn\n    submittedAt\n    returnReason\n    agreementDocumentId\n  }\n"): typeof import('./graphql').OrganizationOnboardingFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PolicySettlementFields on PolicySettlement {\n    index\n    payout\n    datasetId\n    dataVersion\n    dataLatestDate\n    daysUsed\n    dataOrigin\n    settledAt\n    outcome\n  }\n"): typeof import('./graphql').PolicySettlementFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PolicyClaimFields on Claim {\n    id\n    status\n    payout\n    payableMethod\n    payableAccount\n    clientMessage\n    decidedAt\n    createdAt\n  }\n"): typeof import('./graphql').PolicyClaimFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PolicyIndexFields on PolicyIndex {\n    contractId\n    policyNumber\n    program\n    unit\n    trigger\n    exhaust\n    limit\n    startDate\n    endDate\n    state\n    asOf\n    daysTotal\n    daysElapsed\n    daysRemaining\n    indexToDate\n    payoutToDate\n    estimatedPayout\n    historicalMin\n    historicalMedian\n    historicalMax\n    historicalMinAsIfToday\n    historicalMedianAsIfToday\n    historicalMaxAsIfToday\n    lookBackYears\n    dataOrigin\n    points {\n      date\n      index\n      historicalMin\n      historicalMax\n    }\n    settlement {\n      ...PolicySettlementFields\n    }\n    claim {\n      ...PolicyClaimFields\n    }\n  }\n"): typeof import('./graphql').PolicyIndexFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetPolicyIndex($contractId: ID!) {\n    getPolicyIndex(contractId: $contractId) {\n      ...PolicyIndexFields\n    }\n  }\n"): typeof import('./graphql').GetPolicyIndexDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetQuotes($input: QuotesPageInput, $type: String, $clientId: ID, $filterFrozen: Boolean) {\n    getQuotes(input: $input, type: $type, clientId: $clientId, filterFrozen: $filterFrozen) {\n      count\n      nextCursor\n      previousCursor\n      items {\n        id\n        programName\n        programTitle\n        status\n        createdAt\n        frozenAt\n        clientId\n        clientName\n        clientFirstName\n        clientLastName\n        clientEmail\n        riskPeriod {\n          startDate\n          endDate\n        }\n        location\n        trigger\n        limitOfLiability\n        netPremium\n        applicationDeadline\n        states\n        locations {\n          name\n          state\n          lat\n          lon\n          weight\n        }\n        contractId\n        contractStatus\n        policyNumber\n      }\n    }\n  }\n"): typeof import('./graphql').GetQuotesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PricedQuoteFields on Quote {\n    id\n    requestId\n    optionIndex\n    programName\n    label\n    isRequested\n    riskPeriod {\n      startDate\n      endDate\n      days\n    }\n    applicationDeadline\n    locationState\n    limitOfLiability\n    strike {\n      unit\n      vector\n    }\n    exhaust {\n      unit\n      vector\n    }\n    dailyPrecipitationCap\n    breakEven\n    netPremium\n    estimatedGrossPremium\n    estimatedTaxesAndFees\n    estimatedTotalTaxesNoStamping\n    stampingFee\n    policyFee\n    surplusLinesTaxPercent\n    stampingFeePercent\n    taxStatus\n    taxMessage\n    agentCommission\n    perUnitLoss\n    relativeStrike\n    indexSummary {\n      minimum\n      average\n      maximum\n      unit\n    }\n    indexHistory {\n      year\n      vector\n    }\n    historicalPayout {\n      year\n      vector\n    }\n    averageHistoricalPayout\n    indexHistoryAsIfToday {\n      year\n      vector\n    }\n    historicalPayoutAsIfToday {\n      year\n      vector\n    }\n    averageHistoricalPayoutAsIfToday\n    payoutProfile {\n      index\n      payout\n    }\n    dataset {\n      dclimateId\n      type\n      title\n      origin\n      latestDate\n    }\n    dataOrigin\n    targetMatch {\n      requestedTrigger\n      matchedTrigger\n    }\n  }\n"): typeof import('./graphql').PricedQuoteFieldsFragmentDoc;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
