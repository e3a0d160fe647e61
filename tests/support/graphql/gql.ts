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
    "\n  mutation RealDataQuote($locations: [WeightedLocationInput!]) {\n    createParametricQuote(\n      programType: \"HighTemp\"\n      dataset: \"prismc-tmax-daily\"\n      start: \"2027-01-01T00:00:00Z\"\n      end: \"2027-01-31T00:00:00Z\"\n      limit: 50000\n      units: \"deg_F\"\n      weightedLocations: $locations\n      sync: true\n    ) {\n      status\n      dataOrigin\n      quotes {\n        label\n        locationState\n        explanation {\n          yearsUsed\n        }\n        dataset {\n          dclimateId\n          origin\n        }\n      }\n    }\n  }\n": typeof types.RealDataQuoteDocument,
    "\n  query RealDataIndex {\n    getIndexDataV2(\n      type: \"HighTemp\"\n      input: {\n        dataset: \"prism_temp_max-daily\"\n        start: \"2027-01-01T00:00:00Z\"\n        end: \"2027-01-31T00:00:00Z\"\n        units: \"deg_F\"\n        weightedLocations: [{ lat: 27.95, lon: -82.46, weight: 1 }]\n      }\n    ) {\n      average\n      min\n      max\n      result {\n        year\n        temp\n      }\n    }\n  }\n": typeof types.RealDataIndexDocument,
    "\n  query Shared($token: String!) {\n    getSharedQuote(token: $token) {\n      id\n      programName\n      programTitle\n      unit\n      startDate\n      endDate\n      days\n      applicationDeadline\n      locations {\n        state\n        lat\n        lon\n        weight\n      }\n      currency\n      limitOfLiability\n      trigger\n      exhaust\n      netPremium\n      estimatedGrossPremium\n      taxStatus\n      history {\n        year\n        index\n        payout\n      }\n      dataOrigin\n      sharedBy {\n        name\n        email\n        agency\n      }\n      linkExpiresAt\n    }\n  }\n": typeof types.SharedDocument,
    "\n  query GetUserFinance($id: ID!) {\n    getUser(id: $id) {\n      _id\n      finance {\n        isInvestor\n        paymentsInfo {\n          maskedAccountNumber\n          maskedRoutingNumber\n        }\n      }\n    }\n  }\n": typeof types.GetUserFinanceDocument,
    "\n  fragment ApplicationFields on Contract {\n    id\n    _id\n    quoteId\n    status\n    lifecycleStage\n    programName\n    applicationDeadline\n    submittedAt\n    agentId\n    agentName\n    agentEmail\n    agency\n    clientId\n    clientName\n    clientEmail\n    entityInformation {\n      legalName\n      address\n      city\n      state\n      county\n      country\n      zip\n      maskedFederalTaxId\n      contactFirstName\n      contactLastName\n      emails {\n        value\n      }\n      businessPhone\n    }\n    businessDetails {\n      businessType\n      businessOperationsDescription\n      currency\n      previousAnnualRevenue {\n        year\n        revenue\n      }\n    }\n    diligentSearchUpload {\n      acknowledgment\n      file\n      fileId\n    }\n    agentSignature {\n      name\n      date\n      signedAt\n    }\n    quote {\n      id\n      status\n      frozenAt\n    }\n    documents {\n      id\n      fileName\n      mimetype\n      kind\n      createdAt\n    }\n    reviewInvitationSentAt\n    history {\n      eventName\n      eventType\n    }\n  }\n": typeof types.ApplicationFieldsFragmentDoc,
    "\n  mutation CreateApplication($client: ID!, $quote: ID!) {\n    createInsuranceApplication(client: $client, quote: $quote) {\n      ...ApplicationFields\n    }\n  }\n": typeof types.CreateApplicationDocument,
    "\n  query GetApplication($id: ID!) {\n    getContract(id: $id) {\n      ...ApplicationFields\n    }\n  }\n": typeof types.GetApplicationDocument,
    "\n  query GetApplicationByQuote($quoteId: ID!) {\n    getContractByQuoteId(quoteId: $quoteId) {\n      id\n      status\n    }\n  }\n": typeof types.GetApplicationByQuoteDocument,
    "\n  mutation UpdateApplication($contract: ID!, $input: UpdateApplicationInput!) {\n    updateLpcInsuranceApplication(contract: $contract, input: $input) {\n      ...ApplicationFields\n    }\n  }\n": typeof types.UpdateApplicationDocument,
    "\n  mutation SubmitApplication($contract: ID!, $input: SubmitApplicationInput!) {\n    submitLpcInsuranceApplication(contract: $contract, input: $input) {\n      ...ApplicationFields\n    }\n  }\n": typeof types.SubmitApplicationDocument,
    "\n  query GetUploads($input: UploadsInput) {\n    getUploads(input: $input) {\n      count\n      items {\n        id\n        fileName\n        filePath\n        mimetype\n        size\n        createdAt\n      }\n    }\n  }\n": typeof types.GetUploadsDocument,
    "\n  query GetSignedUrl($file: ID!) {\n    getSignedUrl(file: $file)\n  }\n": typeof types.GetSignedUrlDocument,
    "\n  query TestPolicyIndex($contractId: ID!) {\n    getPolicyIndex(contractId: $contractId) {\n      contractId\n      policyNumber\n      program\n      unit\n      trigger\n      exhaust\n      limit\n      startDate\n      endDate\n      state\n      asOf\n      daysTotal\n      daysElapsed\n      daysRemaining\n      indexToDate\n      payoutToDate\n      estimatedPayout\n      historicalMin\n      historicalMedian\n      historicalMax\n      lookBackYears\n      dataOrigin\n      points {\n        date\n        index\n        historicalMin\n        historicalMax\n      }\n      settlement {\n        index\n        payout\n        outcome\n        daysUsed\n        dataOrigin\n      }\n      claim {\n        id\n        status\n      }\n    }\n  }\n": typeof types.TestPolicyIndexDocument,
    "\n  query TestClaims($status: String, $pagination: PaginationInput) {\n    getClaims(status: $status, pagination: $pagination) {\n      count\n      items {\n        id\n        status\n        payout\n        policyNumber\n        createdAt\n      }\n    }\n  }\n": typeof types.TestClaimsDocument,
    "\n  query TestClaim($id: ID!) {\n    getClaim(id: $id) {\n      _id\n      id\n      contractId\n      policyNumber\n      program\n      status\n      payout\n      limit\n      trigger\n      exhaust\n      unit\n      settlement {\n        index\n        payout\n        datasetId\n        dataLatestDate\n        daysUsed\n        dataOrigin\n        outcome\n      }\n      namedInsured\n      agentName\n      riskPeriodStart\n      riskPeriodEnd\n      payableMethod\n      payableAccount\n      rejectionReason\n      decidedAt\n      lossReports {\n        id\n        status\n      }\n    }\n  }\n": typeof types.TestClaimDocument,
    "\n  mutation TestReviewClaim($id: ID!, $input: ClaimReviewInput!) {\n    reviewClaim(id: $id, input: $input) {\n      id\n      status\n      payableMethod\n      payableAccount\n      rejectionReason\n      decidedAt\n    }\n  }\n": typeof types.TestReviewClaimDocument,
    "\n  fragment ClientContractFields on Contract {\n    id\n    status\n    lifecycleStage\n    clientId\n    agentId\n    policyNumber\n    boundAt\n    paymentDueDate\n    entityInformation {\n      state\n      maskedFederalTaxId\n    }\n    clientSignature {\n      name\n      date\n      signedAt\n      d1SignName\n    }\n    payment {\n      method\n      maskedAccountNumber\n      maskedRoutingNumber\n      accountType\n      depositoryName\n      namesOnTheAccount\n      paidAt\n      amount\n    }\n    prices {\n      totalDue\n    }\n    documents {\n      id\n      kind\n    }\n    history {\n      eventName\n      audience\n    }\n  }\n": typeof types.ClientContractFieldsFragmentDoc,
    "\n  mutation AcceptReviewInvite($token: String!) {\n    acceptClientReviewContractInvite(token: $token) {\n      auth {\n        token\n        expiresAt\n        user {\n          _id\n          email\n          role\n          confirmedAt\n        }\n      }\n      contract {\n        ...ClientContractFields\n      }\n    }\n  }\n": typeof types.AcceptReviewInviteDocument,
    "\n  query GetClientContract($id: ID!) {\n    getContract(id: $id) {\n      ...ClientContractFields\n    }\n  }\n": typeof types.GetClientContractDocument,
    "\n  mutation ClientSign($contract: ID!, $input: ClientReviewInput!) {\n    submitReviewedLpcApplicationByClient(contract: $contract, input: $input) {\n      ...ClientContractFields\n    }\n  }\n": typeof types.ClientSignDocument,
    "\n  mutation ClientPay($contract: ID!, $input: ClientPaymentInput!) {\n    addClientUserPayment(contract: $contract, input: $input) {\n      ...ClientContractFields\n    }\n  }\n": typeof types.ClientPayDocument,
    "\n  fragment LossReportFields on Form {\n    _id\n    id\n    formType\n    status\n    orgId\n    program\n    achAccount\n    documents\n    createdAt\n    updatedAt\n    values {\n      contractId\n      status\n      namedInsured {\n        name\n        address1\n        city\n        state\n        zipcode\n        contactEmail\n        policyNumber\n      }\n      lossDetails {\n        notificationDate\n        basisDescription\n      }\n    }\n    reviewDetails {\n      paymentMethod\n      readConfirmation\n      clientSignature\n      todaysDate\n    }\n  }\n": typeof types.LossReportFieldsFragmentDoc,
    "\n  mutation InviteClaimForm($policyId: String!) {\n    inviteClientClaimForm(policyId: $policyId)\n  }\n": typeof types.InviteClaimFormDocument,
    "\n  mutation AcceptClaimForm($token: String!) {\n    acceptClaimsFormTokenInvite(token: $token) {\n      _id\n      contractId\n      auth {\n        token\n        user {\n          _id\n          role\n          confirmedAt\n        }\n      }\n    }\n  }\n": typeof types.AcceptClaimFormDocument,
    "\n  mutation SaveLossReport($input: LossReportInput!) {\n    saveLossReport(input: $input) {\n      ...LossReportFields\n    }\n  }\n": typeof types.SaveLossReportDocument,
    "\n  mutation SaveLossReview($id: ID!, $input: LossReportReviewInput!) {\n    saveLossReportReview(id: $id, input: $input) {\n      ...LossReportFields\n    }\n  }\n": typeof types.SaveLossReviewDocument,
    "\n  query GetLossReport($formType: String!, $id: ID!) {\n    getForm(formType: $formType, id: $id) {\n      ...LossReportFields\n    }\n  }\n": typeof types.GetLossReportDocument,
    "\n  fragment AccountUserFields on User {\n    _id\n    email\n    role\n    confirmedAt\n    canQuote\n    canBind\n    profile {\n      firstName\n      lastName\n      phone\n    }\n    organization {\n      _id\n      name\n      isOnboarded\n    }\n  }\n": typeof types.AccountUserFieldsFragmentDoc,
    "\n  query GetUser($id: ID!) {\n    getUser(id: $id) {\n      ...AccountUserFields\n    }\n  }\n": typeof types.GetUserDocument,
    "\n  mutation CreateLoginToken($tokenType: TokenType!) {\n    createLoginToken(tokenType: $tokenType) {\n      token\n      expiresAt\n    }\n  }\n": typeof types.CreateLoginTokenDocument,
    "\n  mutation IssueLoginToken($tokenType: TokenType!) {\n    createLoginToken(tokenType: $tokenType) {\n      token\n      tokenType\n      expiresAt\n    }\n  }\n": typeof types.IssueLoginTokenDocument,
    "\n  fragment QuoteListFields on QuoteListItem {\n    id\n    _id\n    programName\n    programType\n    programTitle\n    status\n    createdAt\n    savedAt\n    frozenAt\n    createdBy\n    clientId\n    clientName\n    clientFirstName\n    clientLastName\n    clientEmail\n    riskPeriod {\n      startDate\n      endDate\n    }\n    applicationDeadline\n    location\n    locations {\n      name\n      state\n      lat\n      lon\n      weight\n    }\n    states\n    trigger\n    strike {\n      unit\n      vector\n    }\n    limitOfLiability\n    netPremium\n    contractId\n    contractStatus\n    policyNumber\n  }\n": typeof types.QuoteListFieldsFragmentDoc,
    "\n  query GetQuotes(\n    $input: QuotesPageInput\n    $userIds: [ID!]\n    $filterFrozen: Boolean\n    $type: String\n    $clientId: ID\n  ) {\n    getQuotes(\n      input: $input\n      userIds: $userIds\n      filterFrozen: $filterFrozen\n      type: $type\n      clientId: $clientId\n    ) {\n      count\n      items {\n        ...QuoteListFields\n      }\n    }\n  }\n": typeof types.GetQuotesDocument,
    "\n  mutation Attach($quote: ID!, $client: ID!) {\n    attachClientToQuote(quote: $quote, client: $client) {\n      id\n      clientId\n      clientName\n      clientEmail\n      history {\n        eventName\n        eventType\n        description\n        audience\n      }\n    }\n  }\n": typeof types.AttachDocument,
    "\n  mutation Delete($quote: ID!, $quoteType: String, $deleteType: String) {\n    deleteQuote(quote: $quote, quoteType: $quoteType, deleteType: $deleteType)\n  }\n": typeof types.DeleteDocument,
    "\n  query Contract($quoteId: ID!) {\n    getContractByQuoteId(quoteId: $quoteId) {\n      id\n      status\n    }\n  }\n": typeof types.ContractDocument,
    "\n  query Stats {\n    getAgentStats {\n      totalPremiumIndications\n      totalActivePolicies\n      totalContractsExpiringSoon\n    }\n  }\n": typeof types.StatsDocument,
    "\n  mutation UpdateClient($input: UpdateClientUserInput!, $client: ID!) {\n    updateClientUser(input: $input, client: $client) {\n      _id\n      email\n      role\n      profile {\n        firstName\n        lastName\n        phone\n        companyName\n        address1\n        address2\n        city\n        state\n        country\n        zipcode\n      }\n    }\n  }\n": typeof types.UpdateClientDocument,
    "\n  fragment IndexDataFields on IndexData {\n    average\n    min\n    max\n    result {\n      year\n      temp\n      value\n    }\n    unit\n    programName\n    policyYear\n    skippedYears {\n      year\n      reason\n      missingDays\n    }\n    dataset {\n      dclimateId\n      type\n      origin\n      latestDate\n    }\n    dataOrigin\n  }\n": typeof types.IndexDataFieldsFragmentDoc,
    "\n  query GetIndexDataV2InFull($input: IndexDataInput, $type: String) {\n    getIndexDataV2(input: $input, type: $type) {\n      ...IndexDataFields\n    }\n  }\n": typeof types.GetIndexDataV2InFullDocument,
    "\n  query GetDatasetMetaDataV4InFull($dataset: String) {\n    getDatasetMetaDataV4(dataset: $dataset) {\n      id\n      properties {\n        title\n        provider\n        start_datetime\n        end_datetime\n        origin\n        ingestedCells\n        updated\n      }\n    }\n  }\n": typeof types.GetDatasetMetaDataV4InFullDocument,
    "\n  query GetIndexData($input: IndexDataInput, $type: String) {\n    getIndexData(input: $input, type: $type) {\n      ...IndexDataFields\n    }\n  }\n": typeof types.GetIndexDataDocument,
    "\n  fragment QuoteInFullFields on Quote {\n    id\n    _id\n    requestId\n    optionIndex\n    programName\n    programType\n    label\n    isRequested\n    status\n    createdAt\n    createdBy\n    savedAt\n    frozenAt\n    clientId\n    clientName\n    clientEmail\n    clientPhone\n    history {\n      eventDate\n      eventName\n      eventType\n      description\n      audience\n    }\n    riskPeriod {\n      startDate\n      endDate\n      days\n    }\n    applicationDeadline\n    expirationDate\n    locations {\n      type\n      features {\n        type\n        geometry {\n          type\n          coordinates\n        }\n        properties {\n          state\n          country\n          weight\n          cpcId\n          cell {\n            row\n            col\n          }\n        }\n      }\n    }\n    locationState\n    currency\n    limitOfLiability\n    limit {\n      unit\n      vector\n    }\n    strike {\n      unit\n      vector\n    }\n    exhaust {\n      unit\n      vector\n    }\n    lcRequired\n    dailyPrecipitationCap\n    breakEven\n    netPremium\n    customerPremium\n    estimatedGrossPremium\n    estimatedTotalTaxes\n    estimatedTotalTaxesNoStamping\n    stampingFee\n    policyFee\n    taxStatus\n    taxMessage\n    agentCommission\n    riskCapitalCommission\n    expectedPayout {\n      unit\n      vector\n    }\n    expectedLoss\n    perUnitLoss\n    relativeStrike\n    rainfall {\n      minimum\n      average\n      maximum\n      unit\n    }\n    indexSummary {\n      minimum\n      average\n      maximum\n      unit\n    }\n    indexHistory {\n      year\n      vector\n    }\n    historicalRainfall {\n      year\n      vector\n    }\n    historicalPayout {\n      year\n      vector\n    }\n    payoutProfile {\n      index\n      payout\n    }\n    dataset {\n      dclimateId\n      type\n      title\n      origin\n      latestDate\n    }\n    dataOrigin\n    targetMatch {\n      requestedTrigger\n      matchedTrigger\n    }\n    explanation {\n      engineVersion\n      lookBackYears\n      yearsUsed\n      burnWeight\n      minimumApplied\n      fit\n      parameters\n      readFrom\n      readTo\n      cells {\n        row\n        col\n      }\n    }\n  }\n": typeof types.QuoteInFullFieldsFragmentDoc,
    "\n  fragment PricingRequestInFullFields on PricingRequest {\n    id\n    requestId\n    status\n    programName\n    sync\n    dataOrigin\n    createdAt\n    updatedAt\n    targetMatch {\n      requestedTrigger\n      matchedTrigger\n    }\n    error {\n      code\n      message\n    }\n    quotes {\n      ...QuoteInFullFields\n    }\n  }\n": typeof types.PricingRequestInFullFieldsFragmentDoc,
    "\n  mutation CreateParametricCustomQuoteInFull(\n    $collection: String\n    $dataset: String\n    $limit: Float\n    $strike: Float\n    $exhaust: Float\n    $units: String\n    $start: String\n    $end: String\n    $weightedLocations: [WeightedLocationInput!]\n    $targetMatch: Boolean\n    $currency: String\n    $sync: Boolean\n  ) {\n    createParametricCustomQuote(\n      collection: $collection\n      dataset: $dataset\n      limit: $limit\n      strike: $strike\n      exhaust: $exhaust\n      units: $units\n      start: $start\n      end: $end\n      weightedLocations: $weightedLocations\n      targetMatch: $targetMatch\n      currency: $currency\n      sync: $sync\n    ) {\n      ...PricingRequestInFullFields\n    }\n  }\n": typeof types.CreateParametricCustomQuoteInFullDocument,
    "\n  mutation CreateParametricQuoteInFull(\n    $programType: String\n    $collection: String\n    $dataset: String\n    $start: String\n    $end: String\n    $limit: Float\n    $preferredStrike: Float\n    $exhaust: Float\n    $units: String\n    $weightedLocations: [WeightedLocationInput!]\n    $targetMatch: Boolean\n    $sync: Boolean\n  ) {\n    createParametricQuote(\n      programType: $programType\n      collection: $collection\n      dataset: $dataset\n      start: $start\n      end: $end\n      limit: $limit\n      preferredStrike: $preferredStrike\n      exhaust: $exhaust\n      units: $units\n      weightedLocations: $weightedLocations\n      targetMatch: $targetMatch\n      sync: $sync\n    ) {\n      ...PricingRequestInFullFields\n    }\n  }\n": typeof types.CreateParametricQuoteInFullDocument,
    "\n  query GetQuoteInFull($id: ID!) {\n    getQuote(id: $id) {\n      ...QuoteInFullFields\n    }\n  }\n": typeof types.GetQuoteInFullDocument,
    "\n  fragment ClientUserFields on User {\n    _id\n    email\n    role\n    confirmedAt\n    agentId\n    canQuote\n    canBind\n    permissions {\n      platform\n      canQuote\n      canBind\n    }\n    profile {\n      firstName\n      lastName\n      phone\n      state\n    }\n    organization {\n      _id\n      name\n    }\n  }\n": typeof types.ClientUserFieldsFragmentDoc,
    "\n  mutation CreateClientUser($firstName: String, $lastName: String, $email: String) {\n    createClientUser(firstName: $firstName, lastName: $lastName, email: $email) {\n      ...ClientUserFields\n    }\n  }\n": typeof types.CreateClientUserDocument,
    "\n  query GetUserClients($limit: Int, $search: String) {\n    getUserClients(limit: $limit, search: $search) {\n      count\n      items {\n        ...ClientUserFields\n      }\n    }\n  }\n": typeof types.GetUserClientsDocument,
    "\n  fragment SavedQuoteFields on Quote {\n    id\n    programName\n    status\n    createdAt\n    updatedAt\n    savedAt\n    frozenAt\n    createdBy\n    clientId\n    clientName\n    clientEmail\n    clientPhone\n    locationState\n    taxStatus\n    taxMessage\n    netPremium\n    policyFee\n    estimatedGrossPremium\n    estimatedTotalTaxes\n    estimatedTotalTaxesNoStamping\n    stampingFee\n    surplusLinesTaxPercent\n    stampingFeePercent\n    history {\n      eventDate\n      eventName\n      eventType\n      description\n      audience\n    }\n  }\n": typeof types.SavedQuoteFieldsFragmentDoc,
    "\n  mutation SaveLPCQuote($quote: ID!, $client: ID) {\n    saveLPCInsuranceQuote(quote: $quote, client: $client) {\n      ...SavedQuoteFields\n    }\n  }\n": typeof types.SaveLpcQuoteDocument,
    "\n  mutation SaveLTCQuote($quote: ID!, $client: ID) {\n    saveLTCInsuranceQuote(quote: $quote, client: $client) {\n      ...SavedQuoteFields\n    }\n  }\n": typeof types.SaveLtcQuoteDocument,
    "\n  mutation SaveHTCQuote($quote: ID!, $client: ID) {\n    saveHTCInsuranceQuote(quote: $quote, client: $client) {\n      ...SavedQuoteFields\n    }\n  }\n": typeof types.SaveHtcQuoteDocument,
    "\n  mutation SharePrecipQuote($emails: [String!]!, $quoteId: ID!) {\n    sharePrecipInsuranceQuote(emails: $emails, quoteId: $quoteId)\n  }\n": typeof types.SharePrecipQuoteDocument,
    "\n  mutation ShareLtcQuote($emails: [String!]!, $quoteId: ID!) {\n    shareLtcInsuranceQuote(emails: $emails, quoteId: $quoteId)\n  }\n": typeof types.ShareLtcQuoteDocument,
    "\n  query GetSavedQuote($id: ID!) {\n    getQuote(id: $id) {\n      ...SavedQuoteFields\n    }\n  }\n": typeof types.GetSavedQuoteDocument,
    "\n  fragment ReviewedContractFields on Contract {\n    id\n    quoteId\n    status\n    agentId\n    clientEmail\n    policyNumber\n    policyId\n    underwritingReasons\n    reviewDetails {\n      isApproved\n      reviewDate\n      reviewBy\n      reviewDescription\n    }\n    reviewInvitationSentAt\n    payment {\n      method\n      amount\n      maskedAccountNumber\n    }\n    prices {\n      totalDue\n    }\n    paymentDueDate\n    boundAt\n    policyStatus\n    expiryReason\n    documents {\n      id\n      kind\n      fileName\n    }\n    history {\n      eventName\n      description\n    }\n  }\n": typeof types.ReviewedContractFieldsFragmentDoc,
    "\n  query GetContractsForReview($statuses: [String!]) {\n    getContractsForReview(statuses: $statuses) {\n      ...ReviewedContractFields\n    }\n  }\n": typeof types.GetContractsForReviewDocument,
    "\n  mutation ReviewContract($contract: ID!, $input: ContractReviewInput!) {\n    reviewContract(contract: $contract, input: $input) {\n      ...ReviewedContractFields\n    }\n  }\n": typeof types.ReviewContractDocument,
    "\n  mutation MarkWireReceived($contract: ID!, $input: WireReceivedInput!) {\n    markWirePaymentReceived(contract: $contract, input: $input) {\n      ...ReviewedContractFields\n    }\n  }\n": typeof types.MarkWireReceivedDocument,
    "\n  query GetContractByPolicy($policyId: String!) {\n    getContractByPolicyId(policyId: $policyId) {\n      ...ReviewedContractFields\n    }\n  }\n": typeof types.GetContractByPolicyDocument,
    "\n  query GetReviewedContract($id: ID!) {\n    getContract(id: $id) {\n      ...ReviewedContractFields\n    }\n  }\n": typeof types.GetReviewedContractDocument,
    "\n  mutation LoadLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n": typeof types.LoadLoginDocument,
    "\n      query LoadCurrentUser {\n        currentUser {\n          _id\n          email\n          role\n          canQuote\n          organization {\n            _id\n          }\n        }\n      }\n    ": typeof types.LoadCurrentUserDocument,
    "\n      query LoadQuotes($input: QuotesPageInput) {\n        getQuotes(input: $input) {\n          count\n          items {\n            id\n            programName\n            netPremium\n          }\n        }\n      }\n    ": typeof types.LoadQuotesDocument,
    "\n      mutation LoadPrice(\n        $collection: String\n        $dataset: String\n        $limit: Float\n        $strike: Float\n        $exhaust: Float\n        $units: String\n        $start: String\n        $end: String\n        $weightedLocations: [WeightedLocationInput!]\n        $sync: Boolean\n      ) {\n        createParametricCustomQuote(\n          collection: $collection\n          dataset: $dataset\n          limit: $limit\n          strike: $strike\n          exhaust: $exhaust\n          units: $units\n          start: $start\n          end: $end\n          weightedLocations: $weightedLocations\n          sync: $sync\n        ) {\n          id\n          status\n          quotes {\n            id\n            netPremium\n          }\n        }\n      }\n    ": typeof types.LoadPriceDocument,
};
const documents: Documents = {
    "\n  mutation RealDataQuote($locations: [WeightedLocationInput!]) {\n    createParametricQuote(\n      programType: \"HighTemp\"\n      dataset: \"prismc-tmax-daily\"\n      start: \"2027-01-01T00:00:00Z\"\n      end: \"2027-01-31T00:00:00Z\"\n      limit: 50000\n      units: \"deg_F\"\n      weightedLocations: $locations\n      sync: true\n    ) {\n      status\n      dataOrigin\n      quotes {\n        label\n        locationState\n        explanation {\n          yearsUsed\n        }\n        dataset {\n          dclimateId\n          origin\n        }\n      }\n    }\n  }\n": types.RealDataQuoteDocument,
    "\n  query RealDataIndex {\n    getIndexDataV2(\n      type: \"HighTemp\"\n      input: {\n        dataset: \"prism_temp_max-daily\"\n        start: \"2027-01-01T00:00:00Z\"\n        end: \"2027-01-31T00:00:00Z\"\n        units: \"deg_F\"\n        weightedLocations: [{ lat: 27.95, lon: -82.46, weight: 1 }]\n      }\n    ) {\n      average\n      min\n      max\n      result {\n        year\n        temp\n      }\n    }\n  }\n": types.RealDataIndexDocument,
    "\n  query Shared($token: String!) {\n    getSharedQuote(token: $token) {\n      id\n      programName\n      programTitle\n      unit\n      startDate\n      endDate\n      days\n      applicationDeadline\n      locations {\n        state\n        lat\n        lon\n        weight\n      }\n      currency\n      limitOfLiability\n      trigger\n      exhaust\n      netPremium\n      estimatedGrossPremium\n      taxStatus\n      history {\n        year\n        index\n        payout\n      }\n      dataOrigin\n      sharedBy {\n        name\n        email\n        agency\n      }\n      linkExpiresAt\n    }\n  }\n": types.SharedDocument,
    "\n  query GetUserFinance($id: ID!) {\n    getUser(id: $id) {\n      _id\n      finance {\n        isInvestor\n        paymentsInfo {\n          maskedAccountNumber\n          maskedRoutingNumber\n        }\n      }\n    }\n  }\n": types.GetUserFinanceDocument,
    "\n  fragment ApplicationFields on Contract {\n    id\n    _id\n    quoteId\n    status\n    lifecycleStage\n    programName\n    applicationDeadline\n    submittedAt\n    agentId\n    agentName\n    agentEmail\n    agency\n    clientId\n    clientName\n    clientEmail\n    entityInformation {\n      legalName\n      address\n      city\n      state\n      county\n      country\n      zip\n      maskedFederalTaxId\n      contactFirstName\n      contactLastName\n      emails {\n        value\n      }\n      businessPhone\n    }\n    businessDetails {\n      businessType\n      businessOperationsDescription\n      currency\n      previousAnnualRevenue {\n        year\n        revenue\n      }\n    }\n    diligentSearchUpload {\n      acknowledgment\n      file\n      fileId\n    }\n    agentSignature {\n      name\n      date\n      signedAt\n    }\n    quote {\n      id\n      status\n      frozenAt\n    }\n    documents {\n      id\n      fileName\n      mimetype\n      kind\n      createdAt\n    }\n    reviewInvitationSentAt\n    history {\n      eventName\n      eventType\n    }\n  }\n": types.ApplicationFieldsFragmentDoc,
    "\n  mutation CreateApplication($client: ID!, $quote: ID!) {\n    createInsuranceApplication(client: $client, quote: $quote) {\n      ...ApplicationFields\n    }\n  }\n": types.CreateApplicationDocument,
    "\n  query GetApplication($id: ID!) {\n    getContract(id: $id) {\n      ...ApplicationFields\n    }\n  }\n": types.GetApplicationDocument,
    "\n  query GetApplicationByQuote($quoteId: ID!) {\n    getContractByQuoteId(quoteId: $quoteId) {\n      id\n      status\n    }\n  }\n": types.GetApplicationByQuoteDocument,
    "\n  mutation UpdateApplication($contract: ID!, $input: UpdateApplicationInput!) {\n    updateLpcInsuranceApplication(contract: $contract, input: $input) {\n      ...ApplicationFields\n    }\n  }\n": types.UpdateApplicationDocument,
    "\n  mutation SubmitApplication($contract: ID!, $input: SubmitApplicationInput!) {\n    submitLpcInsuranceApplication(contract: $contract, input: $input) {\n      ...ApplicationFields\n    }\n  }\n": types.SubmitApplicationDocument,
    "\n  query GetUploads($input: UploadsInput) {\n    getUploads(input: $input) {\n      count\n      items {\n        id\n        fileName\n        filePath\n        mimetype\n        size\n        createdAt\n      }\n    }\n  }\n": types.GetUploadsDocument,
    "\n  query GetSignedUrl($file: ID!) {\n    getSignedUrl(file: $file)\n  }\n": types.GetSignedUrlDocument,
    "\n  query TestPolicyIndex($contractId: ID!) {\n    getPolicyIndex(contractId: $contractId) {\n      contractId\n      policyNumber\n      program\n      unit\n      trigger\n      exhaust\n      limit\n      startDate\n      endDate\n      state\n      asOf\n      daysTotal\n      daysElapsed\n      daysRemaining\n      indexToDate\n      payoutToDate\n      estimatedPayout\n      historicalMin\n      historicalMedian\n      historicalMax\n      lookBackYears\n      dataOrigin\n      points {\n        date\n        index\n        historicalMin\n        historicalMax\n      }\n      settlement {\n        index\n        payout\n        outcome\n        daysUsed\n        dataOrigin\n      }\n      claim {\n        id\n        status\n      }\n    }\n  }\n": types.TestPolicyIndexDocument,
    "\n  query TestClaims($status: String, $pagination: PaginationInput) {\n    getClaims(status: $status, pagination: $pagination) {\n      count\n      items {\n        id\n        status\n        payout\n        policyNumber\n        createdAt\n      }\n    }\n  }\n": types.TestClaimsDocument,
    "\n  query TestClaim($id: ID!) {\n    getClaim(id: $id) {\n      _id\n      id\n      contractId\n      policyNumber\n      program\n      status\n      payout\n      limit\n      trigger\n      exhaust\n      unit\n      settlement {\n        index\n        payout\n        datasetId\n        dataLatestDate\n        daysUsed\n        dataOrigin\n        outcome\n      }\n      namedInsured\n      agentName\n      riskPeriodStart\n      riskPeriodEnd\n      payableMethod\n      payableAccount\n      rejectionReason\n      decidedAt\n      lossReports {\n        id\n        status\n      }\n    }\n  }\n": types.TestClaimDocument,
    "\n  mutation TestReviewClaim($id: ID!, $input: ClaimReviewInput!) {\n    reviewClaim(id: $id, input: $input) {\n      id\n      status\n      payableMethod\n      payableAccount\n      rejectionReason\n      decidedAt\n    }\n  }\n": types.TestReviewClaimDocument,
    "\n  fragment ClientContractFields on Contract {\n    id\n    status\n    lifecycleStage\n    clientId\n    agentId\n    policyNumber\n    boundAt\n    paymentDueDate\n    entityInformation {\n      state\n      maskedFederalTaxId\n    }\n    clientSignature {\n      name\n      date\n      signedAt\n      d1SignName\n    }\n    payment {\n      method\n      maskedAccountNumber\n      maskedRoutingNumber\n      accountType\n      depositoryName\n      namesOnTheAccount\n      paidAt\n      amount\n    }\n    prices {\n      totalDue\n    }\n    documents {\n      id\n      kind\n    }\n    history {\n      eventName\n      audience\n    }\n  }\n": types.ClientContractFieldsFragmentDoc,
    "\n  mutation AcceptReviewInvite($token: String!) {\n    acceptClientReviewContractInvite(token: $token) {\n      auth {\n        token\n        expiresAt\n        user {\n          _id\n          email\n          role\n          confirmedAt\n        }\n      }\n      contract {\n        ...ClientContractFields\n      }\n    }\n  }\n": types.AcceptReviewInviteDocument,
    "\n  query GetClientContract($id: ID!) {\n    getContract(id: $id) {\n      ...ClientContractFields\n    }\n  }\n": types.GetClientContractDocument,
    "\n  mutation ClientSign($contract: ID!, $input: ClientReviewInput!) {\n    submitReviewedLpcApplicationByClient(contract: $contract, input: $input) {\n      ...ClientContractFields\n    }\n  }\n": types.ClientSignDocument,
    "\n  mutation ClientPay($contract: ID!, $input: ClientPaymentInput!) {\n    addClientUserPayment(contract: $contract, input: $input) {\n      ...ClientContractFields\n    }\n  }\n": types.ClientPayDocument,
    "\n  fragment LossReportFields on Form {\n    _id\n    id\n    formType\n    status\n    orgId\n    program\n    achAccount\n    documents\n    createdAt\n    updatedAt\n    values {\n      contractId\n      status\n      namedInsured {\n        name\n        address1\n        city\n        state\n        zipcode\n        contactEmail\n        policyNumber\n      }\n      lossDetails {\n        notificationDate\n        basisDescription\n      }\n    }\n    reviewDetails {\n      paymentMethod\n      readConfirmation\n      clientSignature\n      todaysDate\n    }\n  }\n": types.LossReportFieldsFragmentDoc,
    "\n  mutation InviteClaimForm($policyId: String!) {\n    inviteClientClaimForm(policyId: $policyId)\n  }\n": types.InviteClaimFormDocument,
    "\n  mutation AcceptClaimForm($token: String!) {\n    acceptClaimsFormTokenInvite(token: $token) {\n      _id\n      contractId\n      auth {\n        token\n        user {\n          _id\n          role\n          confirmedAt\n        }\n      }\n    }\n  }\n": types.AcceptClaimFormDocument,
    "\n  mutation SaveLossReport($input: LossReportInput!) {\n    saveLossReport(input: $input) {\n      ...LossReportFields\n    }\n  }\n": types.SaveLossReportDocument,
    "\n  mutation SaveLossReview($id: ID!, $input: LossReportReviewInput!) {\n    saveLossReportReview(id: $id, input: $input) {\n      ...LossReportFields\n    }\n  }\n": types.SaveLossReviewDocument,
    "\n  query GetLossReport($formType: String!, $id: ID!) {\n    getForm(formType: $formType, id: $id) {\n      ...LossReportFields\n    }\n  }\n": types.GetLossReportDocument,
    "\n  fragment AccountUserFields on User {\n    _id\n    email\n    role\n    confirmedAt\n    canQuote\n    canBind\n    profile {\n      firstName\n      lastName\n      phone\n    }\n    organization {\n      _id\n      name\n      isOnboarded\n    }\n  }\n": types.AccountUserFieldsFragmentDoc,
    "\n  query GetUser($id: ID!) {\n    getUser(id: $id) {\n      ...AccountUserFields\n    }\n  }\n": types.GetUserDocument,
    "\n  mutation CreateLoginToken($tokenType: TokenType!) {\n    createLoginToken(tokenType: $tokenType) {\n      token\n      expiresAt\n    }\n  }\n": types.CreateLoginTokenDocument,
    "\n  mutation IssueLoginToken($tokenType: TokenType!) {\n    createLoginToken(tokenType: $tokenType) {\n      token\n      tokenType\n      expiresAt\n    }\n  }\n": types.IssueLoginTokenDocument,
    "\n  fragment QuoteListFields on QuoteListItem {\n    id\n    _id\n    programName\n    programType\n    programTitle\n    status\n    createdAt\n    savedAt\n    frozenAt\n    createdBy\n    clientId\n    clientName\n    clientFirstName\n    clientLastName\n    clientEmail\n    riskPeriod {\n      startDate\n      endDate\n    }\n    applicationDeadline\n    location\n    locations {\n      name\n      state\n      lat\n      lon\n      weight\n    }\n    states\n    trigger\n    strike {\n      unit\n      vector\n    }\n    limitOfLiability\n    netPremium\n    contractId\n    contractStatus\n    policyNumber\n  }\n": types.QuoteListFieldsFragmentDoc,
    "\n  query GetQuotes(\n    $input: QuotesPageInput\n    $userIds: [ID!]\n    $filterFrozen: Boolean\n    $type: String\n    $clientId: ID\n  ) {\n    getQuotes(\n      input: $input\n      userIds: $userIds\n      filterFrozen: $filterFrozen\n      type: $type\n      clientId: $clientId\n    ) {\n      count\n      items {\n        ...QuoteListFields\n      }\n    }\n  }\n": types.GetQuotesDocument,
    "\n  mutation Attach($quote: ID!, $client: ID!) {\n    attachClientToQuote(quote: $quote, client: $client) {\n      id\n      clientId\n      clientName\n      clientEmail\n      history {\n        eventName\n        eventType\n        description\n        audience\n      }\n    }\n  }\n": types.AttachDocument,
    "\n  mutation Delete($quote: ID!, $quoteType: String, $deleteType: String) {\n    deleteQuote(quote: $quote, quoteType: $quoteType, deleteType: $deleteType)\n  }\n": types.DeleteDocument,
    "\n  query Contract($quoteId: ID!) {\n    getContractByQuoteId(quoteId: $quoteId) {\n      id\n      status\n    }\n  }\n": types.ContractDocument,
    "\n  query Stats {\n    getAgentStats {\n      totalPremiumIndications\n      totalActivePolicies\n      totalContractsExpiringSoon\n    }\n  }\n": types.StatsDocument,
    "\n  mutation UpdateClient($input: UpdateClientUserInput!, $client: ID!) {\n    updateClientUser(input: $input, client: $client) {\n      _id\n      email\n      role\n      profile {\n        firstName\n        lastName\n        phone\n        companyName\n        address1\n        address2\n        city\n        state\n        country\n        zipcode\n      }\n    }\n  }\n": types.UpdateClientDocument,
    "\n  fragment IndexDataFields on IndexData {\n    average\n    min\n    max\n    result {\n      year\n      temp\n      value\n    }\n    unit\n    programName\n    policyYear\n    skippedYears {\n      year\n      reason\n      missingDays\n    }\n    dataset {\n      dclimateId\n      type\n      origin\n      latestDate\n    }\n    dataOrigin\n  }\n": types.IndexDataFieldsFragmentDoc,
    "\n  query GetIndexDataV2InFull($input: IndexDataInput, $type: String) {\n    getIndexDataV2(input: $input, type: $type) {\n      ...IndexDataFields\n    }\n  }\n": types.GetIndexDataV2InFullDocument,
    "\n  query GetDatasetMetaDataV4InFull($dataset: String) {\n    getDatasetMetaDataV4(dataset: $dataset) {\n      id\n      properties {\n        title\n        provider\n        start_datetime\n        end_datetime\n        origin\n        ingestedCells\n        updated\n      }\n    }\n  }\n": types.GetDatasetMetaDataV4InFullDocument,
    "\n  query GetIndexData($input: IndexDataInput, $type: String) {\n    getIndexData(input: $input, type: $type) {\n      ...IndexDataFields\n    }\n  }\n": types.GetIndexDataDocument,
    "\n  fragment QuoteInFullFields on Quote {\n    id\n    _id\n    requestId\n    optionIndex\n    programName\n    programType\n    label\n    isRequested\n    status\n    createdAt\n    createdBy\n    savedAt\n    frozenAt\n    clientId\n    clientName\n    clientEmail\n    clientPhone\n    history {\n      eventDate\n      eventName\n      eventType\n      description\n      audience\n    }\n    riskPeriod {\n      startDate\n      endDate\n      days\n    }\n    applicationDeadline\n    expirationDate\n    locations {\n      type\n      features {\n        type\n        geometry {\n          type\n          coordinates\n        }\n        properties {\n          state\n          country\n          weight\n          cpcId\n          cell {\n            row\n            col\n          }\n        }\n      }\n    }\n    locationState\n    currency\n    limitOfLiability\n    limit {\n      unit\n      vector\n    }\n    strike {\n      unit\n      vector\n    }\n    exhaust {\n      unit\n      vector\n    }\n    lcRequired\n    dailyPrecipitationCap\n    breakEven\n    netPremium\n    customerPremium\n    estimatedGrossPremium\n    estimatedTotalTaxes\n    estimatedTotalTaxesNoStamping\n    stampingFee\n    policyFee\n    taxStatus\n    taxMessage\n    agentCommission\n    riskCapitalCommission\n    expectedPayout {\n      unit\n      vector\n    }\n    expectedLoss\n    perUnitLoss\n    relativeStrike\n    rainfall {\n      minimum\n      average\n      maximum\n      unit\n    }\n    indexSummary {\n      minimum\n      average\n      maximum\n      unit\n    }\n    indexHistory {\n      year\n      vector\n    }\n    historicalRainfall {\n      year\n      vector\n    }\n    historicalPayout {\n      year\n      vector\n    }\n    payoutProfile {\n      index\n      payout\n    }\n    dataset {\n      dclimateId\n      type\n      title\n      origin\n      latestDate\n    }\n    dataOrigin\n    targetMatch {\n      requestedTrigger\n      matchedTrigger\n    }\n    explanation {\n      engineVersion\n      lookBackYears\n      yearsUsed\n      burnWeight\n      minimumApplied\n      fit\n      parameters\n      readFrom\n      readTo\n      cells {\n        row\n        col\n      }\n    }\n  }\n": types.QuoteInFullFieldsFragmentDoc,
    "\n  fragment PricingRequestInFullFields on PricingRequest {\n    id\n    requestId\n    status\n    programName\n    sync\n    dataOrigin\n    createdAt\n    updatedAt\n    targetMatch {\n      requestedTrigger\n      matchedTrigger\n    }\n    error {\n      code\n      message\n    }\n    quotes {\n      ...QuoteInFullFields\n    }\n  }\n": types.PricingRequestInFullFieldsFragmentDoc,
    "\n  mutation CreateParametricCustomQuoteInFull(\n    $collection: String\n    $dataset: String\n    $limit: Float\n    $strike: Float\n    $exhaust: Float\n    $units: String\n    $start: String\n    $end: String\n    $weightedLocations: [WeightedLocationInput!]\n    $targetMatch: Boolean\n    $currency: String\n    $sync: Boolean\n  ) {\n    createParametricCustomQuote(\n      collection: $collection\n      dataset: $dataset\n      limit: $limit\n      strike: $strike\n      exhaust: $exhaust\n      units: $units\n      start: $start\n      end: $end\n      weightedLocations: $weightedLocations\n      targetMatch: $targetMatch\n      currency: $currency\n      sync: $sync\n    ) {\n      ...PricingRequestInFullFields\n    }\n  }\n": types.CreateParametricCustomQuoteInFullDocument,
    "\n  mutation CreateParametricQuoteInFull(\n    $programType: String\n    $collection: String\n    $dataset: String\n    $start: String\n    $end: String\n    $limit: Float\n    $preferredStrike: Float\n    $exhaust: Float\n    $units: String\n    $weightedLocations: [WeightedLocationInput!]\n    $targetMatch: Boolean\n    $sync: Boolean\n  ) {\n    createParametricQuote(\n      programType: $programType\n      collection: $collection\n      dataset: $dataset\n      start: $start\n      end: $end\n      limit: $limit\n      preferredStrike: $preferredStrike\n      exhaust: $exhaust\n      units: $units\n      weightedLocations: $weightedLocations\n      targetMatch: $targetMatch\n      sync: $sync\n    ) {\n      ...PricingRequestInFullFields\n    }\n  }\n": types.CreateParametricQuoteInFullDocument,
    "\n  query GetQuoteInFull($id: ID!) {\n    getQuote(id: $id) {\n      ...QuoteInFullFields\n    }\n  }\n": types.GetQuoteInFullDocument,
    "\n  fragment ClientUserFields on User {\n    _id\n    email\n    role\n    confirmedAt\n    agentId\n    canQuote\n    canBind\n    permissions {\n      platform\n      canQuote\n      canBind\n    }\n    profile {\n      firstName\n      lastName\n      phone\n      state\n    }\n    organization {\n      _id\n      name\n    }\n  }\n": types.ClientUserFieldsFragmentDoc,
    "\n  mutation CreateClientUser($firstName: String, $lastName: String, $email: String) {\n    createClientUser(firstName: $firstName, lastName: $lastName, email: $email) {\n      ...ClientUserFields\n    }\n  }\n": types.CreateClientUserDocument,
    "\n  query GetUserClients($limit: Int, $search: String) {\n    getUserClients(limit: $limit, search: $search) {\n      count\n      items {\n        ...ClientUserFields\n      }\n    }\n  }\n": types.GetUserClientsDocument,
    "\n  fragment SavedQuoteFields on Quote {\n    id\n    programName\n    status\n    createdAt\n    updatedAt\n    savedAt\n    frozenAt\n    createdBy\n    clientId\n    clientName\n    clientEmail\n    clientPhone\n    locationState\n    taxStatus\n    taxMessage\n    netPremium\n    policyFee\n    estimatedGrossPremium\n    estimatedTotalTaxes\n    estimatedTotalTaxesNoStamping\n    stampingFee\n    surplusLinesTaxPercent\n    stampingFeePercent\n    history {\n      eventDate\n      eventName\n      eventType\n      description\n      audience\n    }\n  }\n": types.SavedQuoteFieldsFragmentDoc,
    "\n  mutation SaveLPCQuote($quote: ID!, $client: ID) {\n    saveLPCInsuranceQuote(quote: $quote, client: $client) {\n      ...SavedQuoteFields\n    }\n  }\n": types.SaveLpcQuoteDocument,
    "\n  mutation SaveLTCQuote($quote: ID!, $client: ID) {\n    saveLTCInsuranceQuote(quote: $quote, client: $client) {\n      ...SavedQuoteFields\n    }\n  }\n": types.SaveLtcQuoteDocument,
    "\n  mutation SaveHTCQuote($quote: ID!, $client: ID) {\n    saveHTCInsuranceQuote(quote: $quote, client: $client) {\n      ...SavedQuoteFields\n    }\n  }\n": types.SaveHtcQuoteDocument,
    "\n  mutation SharePrecipQuote($emails: [String!]!, $quoteId: ID!) {\n    sharePrecipInsuranceQuote(emails: $emails, quoteId: $quoteId)\n  }\n": types.SharePrecipQuoteDocument,
    "\n  mutation ShareLtcQuote($emails: [String!]!, $quoteId: ID!) {\n    shareLtcInsuranceQuote(emails: $emails, quoteId: $quoteId)\n  }\n": types.ShareLtcQuoteDocument,
    "\n  query GetSavedQuote($id: ID!) {\n    getQuote(id: $id) {\n      ...SavedQuoteFields\n    }\n  }\n": types.GetSavedQuoteDocument,
    "\n  fragment ReviewedContractFields on Contract {\n    id\n    quoteId\n    status\n    agentId\n    clientEmail\n    policyNumber\n    policyId\n    underwritingReasons\n    reviewDetails {\n      isApproved\n      reviewDate\n      reviewBy\n      reviewDescription\n    }\n    reviewInvitationSentAt\n    payment {\n      method\n      amount\n      maskedAccountNumber\n    }\n    prices {\n      totalDue\n    }\n    paymentDueDate\n    boundAt\n    policyStatus\n    expiryReason\n    documents {\n      id\n      kind\n      fileName\n    }\n    history {\n      eventName\n      description\n    }\n  }\n": types.ReviewedContractFieldsFragmentDoc,
    "\n  query GetContractsForReview($statuses: [String!]) {\n    getContractsForReview(statuses: $statuses) {\n      ...ReviewedContractFields\n    }\n  }\n": types.GetContractsForReviewDocument,
    "\n  mutation ReviewContract($contract: ID!, $input: ContractReviewInput!) {\n    reviewContract(contract: $contract, input: $input) {\n      ...ReviewedContractFields\n    }\n  }\n": types.ReviewContractDocument,
    "\n  mutation MarkWireReceived($contract: ID!, $input: WireReceivedInput!) {\n    markWirePaymentReceived(contract: $contract, input: $input) {\n      ...ReviewedContractFields\n    }\n  }\n": types.MarkWireReceivedDocument,
    "\n  query GetContractByPolicy($policyId: String!) {\n    getContractByPolicyId(policyId: $policyId) {\n      ...ReviewedContractFields\n    }\n  }\n": types.GetContractByPolicyDocument,
    "\n  query GetReviewedContract($id: ID!) {\n    getContract(id: $id) {\n      ...ReviewedContractFields\n    }\n  }\n": types.GetReviewedContractDocument,
    "\n  mutation LoadLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n": types.LoadLoginDocument,
    "\n      query LoadCurrentUser {\n        currentUser {\n          _id\n          email\n          role\n          canQuote\n          organization {\n            _id\n          }\n        }\n      }\n    ": types.LoadCurrentUserDocument,
    "\n      query LoadQuotes($input: QuotesPageInput) {\n        getQuotes(input: $input) {\n          count\n          items {\n            id\n            programName\n            netPremium\n          }\n        }\n      }\n    ": types.LoadQuotesDocument,
    "\n      mutation LoadPrice(\n        $collection: String\n        $dataset: String\n        $limit: Float\n        $strike: Float\n        $exhaust: Float\n        $units: String\n        $start: String\n        $end: String\n        $weightedLocations: [WeightedLocationInput!]\n        $sync: Boolean\n      ) {\n        createParametricCustomQuote(\n          collection: $collection\n          dataset: $dataset\n          limit: $limit\n          strike: $strike\n          exhaust: $exhaust\n          units: $units\n          start: $start\n          end: $end\n          weightedLocations: $weightedLocations\n          sync: $sync\n        ) {\n          id\n          status\n          quotes {\n            id\n            netPremium\n          }\n        }\n      }\n    ": types.LoadPriceDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RealDataQuote($locations: [WeightedLocationInput!]) {\n    createParametricQuote(\n      programType: \"HighTemp\"\n      dataset: \"prismc-tmax-daily\"\n      start: \"2027-01-01T00:00:00Z\"\n      end: \"2027-01-31T00:00:00Z\"\n      limit: 50000\n      units: \"deg_F\"\n      weightedLocations: $locations\n      sync: true\n    ) {\n      status\n      dataOrigin\n      quotes {\n        label\n        locationState\n        explanation {\n          yearsUsed\n        }\n        dataset {\n          dclimateId\n          origin\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').RealDataQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RealDataIndex {\n    getIndexDataV2(\n      type: \"HighTemp\"\n      input: {\n        dataset: \"prism_temp_max-daily\"\n        start: \"2027-01-01T00:00:00Z\"\n        end: \"2027-01-31T00:00:00Z\"\n        units: \"deg_F\"\n        weightedLocations: [{ lat: 27.95, lon: -82.46, weight: 1 }]\n      }\n    ) {\n      average\n      min\n      max\n      result {\n        year\n        temp\n      }\n    }\n  }\n"): typeof import('./graphql').RealDataIndexDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Shared($token: String!) {\n    getSharedQuote(token: $token) {\n      id\n      programName\n      programTitle\n      unit\n      startDate\n      endDate\n      days\n      applicationDeadline\n      locations {\n        state\n        lat\n        lon\n        weight\n      }\n      currency\n      limitOfLiability\n      trigger\n      exhaust\n      netPremium\n      estimatedGrossPremium\n      taxStatus\n      history {\n        year\n        index\n        payout\n      }\n      dataOrigin\n      sharedBy {\n        name\n        email\n        agency\n      }\n      linkExpiresAt\n    }\n  }\n"): typeof import('./graphql').SharedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetUserFinance($id: ID!) {\n    getUser(id: $id) {\n      _id\n      finance {\n        isInvestor\n        paymentsInfo {\n          maskedAccountNumber\n          maskedRoutingNumber\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetUserFinanceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApplicationFields on Contract {\n    id\n    _id\n    quoteId\n    status\n    lifecycleStage\n    programName\n    applicationDeadline\n    submittedAt\n    agentId\n    agentName\n    agentEmail\n    agency\n    clientId\n    clientName\n    clientEmail\n    entityInformation {\n      legalName\n      address\n      city\n      state\n      county\n      country\n      zip\n      maskedFederalTaxId\n      contactFirstName\n      contactLastName\n      emails {\n        value\n      }\n      businessPhone\n    }\n    businessDetails {\n      businessType\n      businessOperationsDescription\n      currency\n      previousAnnualRevenue {\n        year\n        revenue\n      }\n    }\n    diligentSearchUpload {\n      acknowledgment\n      file\n      fileId\n    }\n    agentSignature {\n      name\n      date\n      signedAt\n    }\n    quote {\n      id\n      status\n      frozenAt\n    }\n    documents {\n      id\n      fileName\n      mimetype\n      kind\n      createdAt\n    }\n    reviewInvitationSentAt\n    history {\n      eventName\n      eventType\n    }\n  }\n"): typeof import('./graphql').ApplicationFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApplication($client: ID!, $quote: ID!) {\n    createInsuranceApplication(client: $client, quote: $quote) {\n      ...ApplicationFields\n    }\n  }\n"): typeof import('./graphql').CreateApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetApplication($id: ID!) {\n    getContract(id: $id) {\n      ...ApplicationFields\n    }\n  }\n"): typeof import('./graphql').GetApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetApplicationByQuote($quoteId: ID!) {\n    getContractByQuoteId(quoteId: $quoteId) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').GetApplicationByQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateApplication($contract: ID!, $input: UpdateApplicationInput!) {\n    updateLpcInsuranceApplication(contract: $contract, input: $input) {\n      ...ApplicationFields\n    }\n  }\n"): typeof import('./graphql').UpdateApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitApplication($contract: ID!, $input: SubmitApplicationInput!) {\n    submitLpcInsuranceApplication(contract: $contract, input: $input) {\n      ...ApplicationFields\n    }\n  }\n"): typeof import('./graphql').SubmitApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetUploads($input: UploadsInput) {\n    getUploads(input: $input) {\n      count\n      items {\n        id\n        fileName\n        filePath\n        mimetype\n        size\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').GetUploadsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetSignedUrl($file: ID!) {\n    getSignedUrl(file: $file)\n  }\n"): typeof import('./graphql').GetSignedUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestPolicyIndex($contractId: ID!) {\n    getPolicyIndex(contractId: $contractId) {\n      contractId\n      policyNumber\n      program\n      unit\n      trigger\n      exhaust\n      limit\n      startDate\n      endDate\n      state\n      asOf\n      daysTotal\n      daysElapsed\n      daysRemaining\n      indexToDate\n      payoutToDate\n      estimatedPayout\n      historicalMin\n      historicalMedian\n      historicalMax\n      lookBackYears\n      dataOrigin\n      points {\n        date\n        index\n        historicalMin\n        historicalMax\n      }\n      settlement {\n        index\n        payout\n        outcome\n        daysUsed\n        dataOrigin\n      }\n      claim {\n        id\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').TestPolicyIndexDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestClaims($status: String, $pagination: PaginationInput) {\n    getClaims(status: $status, pagination: $pagination) {\n      count\n      items {\n        id\n        status\n        payout\n        policyNumber\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').TestClaimsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestClaim($id: ID!) {\n    getClaim(id: $id) {\n      _id\n      id\n      contractId\n      policyNumber\n      program\n      status\n      payout\n      limit\n      trigger\n      exhaust\n      unit\n      settlement {\n        index\n        payout\n        datasetId\n        dataLatestDate\n        daysUsed\n        dataOrigin\n        outcome\n      }\n      namedInsured\n      agentName\n      riskPeriodStart\n      riskPeriodEnd\n      payableMethod\n      payableAccount\n      rejectionReason\n      decidedAt\n      lossReports {\n        id\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').TestClaimDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestReviewClaim($id: ID!, $input: ClaimReviewInput!) {\n    reviewClaim(id: $id, input: $input) {\n      id\n      status\n      payableMethod\n      payableAccount\n      rejectionReason\n      decidedAt\n    }\n  }\n"): typeof import('./graphql').TestReviewClaimDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientContractFields on Contract {\n    id\n    status\n    lifecycleStage\n    clientId\n    agentId\n    policyNumber\n    boundAt\n    paymentDueDate\n    entityInformation {\n      state\n      maskedFederalTaxId\n    }\n    clientSignature {\n      name\n      date\n      signedAt\n      d1SignName\n    }\n    payment {\n      method\n      maskedAccountNumber\n      maskedRoutingNumber\n      accountType\n      depositoryName\n      namesOnTheAccount\n      paidAt\n      amount\n    }\n    prices {\n      totalDue\n    }\n    documents {\n      id\n      kind\n    }\n    history {\n      eventName\n      audience\n    }\n  }\n"): typeof import('./graphql').ClientContractFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptReviewInvite($token: String!) {\n    acceptClientReviewContractInvite(token: $token) {\n      auth {\n        token\n        expiresAt\n        user {\n          _id\n          email\n          role\n          confirmedAt\n        }\n      }\n      contract {\n        ...ClientContractFields\n      }\n    }\n  }\n"): typeof import('./graphql').AcceptReviewInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetClientContract($id: ID!) {\n    getContract(id: $id) {\n      ...ClientContractFields\n    }\n  }\n"): typeof import('./graphql').GetClientContractDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientSign($contract: ID!, $input: ClientReviewInput!) {\n    submitReviewedLpcApplicationByClient(contract: $contract, input: $input) {\n      ...ClientContractFields\n    }\n  }\n"): typeof import('./graphql').ClientSignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientPay($contract: ID!, $input: ClientPaymentInput!) {\n    addClientUserPayment(contract: $contract, input: $input) {\n      ...ClientContractFields\n    }\n  }\n"): typeof import('./graphql').ClientPayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LossReportFields on Form {\n    _id\n    id\n    formType\n    status\n    orgId\n    program\n    achAccount\n    documents\n    createdAt\n    updatedAt\n    values {\n      contractId\n      status\n      namedInsured {\n        name\n        address1\n        city\n        state\n        zipcode\n        contactEmail\n        policyNumber\n      }\n      lossDetails {\n        notificationDate\n        basisDescription\n      }\n    }\n    reviewDetails {\n      paymentMethod\n      readConfirmation\n      clientSignature\n      todaysDate\n    }\n  }\n"): typeof import('./graphql').LossReportFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteClaimForm($policyId: String!) {\n    inviteClientClaimForm(policyId: $policyId)\n  }\n"): typeof import('./graphql').InviteClaimFormDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptClaimForm($token: String!) {\n    acceptClaimsFormTokenInvite(token: $token) {\n      _id\n      contractId\n      auth {\n        token\n        user {\n          _id\n          role\n          confirmedAt\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AcceptClaimFormDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveLossReport($input: LossReportInput!) {\n    saveLossReport(input: $input) {\n      ...LossReportFields\n    }\n  }\n"): typeof import('./graphql').SaveLossReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveLossReview($id: ID!, $input: LossReportReviewInput!) {\n    saveLossReportReview(id: $id, input: $input) {\n      ...LossReportFields\n    }\n  }\n"): typeof import('./graphql').SaveLossReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetLossReport($formType: String!, $id: ID!) {\n    getForm(formType: $formType, id: $id) {\n      ...LossReportFields\n    }\n  }\n"): typeof import('./graphql').GetLossReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountUserFields on User {\n    _id\n    email\n    role\n    confirmedAt\n    canQuote\n    canBind\n    profile {\n      firstName\n      lastName\n      phone\n    }\n    organization {\n      _id\n      name\n      isOnboarded\n    }\n  }\n"): typeof import('./graphql').AccountUserFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetUser($id: ID!) {\n    getUser(id: $id) {\n      ...AccountUserFields\n    }\n  }\n"): typeof import('./graphql').GetUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLoginToken($tokenType: TokenType!) {\n    createLoginToken(tokenType: $tokenType) {\n      token\n      expiresAt\n    }\n  }\n"): typeof import('./graphql').CreateLoginTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IssueLoginToken($tokenType: TokenType!) {\n    createLoginToken(tokenType: $tokenType) {\n      token\n      tokenType\n      expiresAt\n    }\n  }\n"): typeof import('./graphql').IssueLoginTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuoteListFields on QuoteListItem {\n    id\n    _id\n    programName\n    programType\n    programTitle\n    status\n    createdAt\n    savedAt\n    frozenAt\n    createdBy\n    clientId\n    clientName\n    clientFirstName\n    clientLastName\n    clientEmail\n    riskPeriod {\n      startDate\n      endDate\n    }\n    applicationDeadline\n    location\n    locations {\n      name\n      state\n      lat\n      lon\n      weight\n    }\n    states\n    trigger\n    strike {\n      unit\n      vector\n    }\n    limitOfLiability\n    netPremium\n    contractId\n    contractStatus\n    policyNumber\n  }\n"): typeof import('./graphql').QuoteListFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetQuotes(\n    $input: QuotesPageInput\n    $userIds: [ID!]\n    $filterFrozen: Boolean\n    $type: String\n    $clientId: ID\n  ) {\n    getQuotes(\n      input: $input\n      userIds: $userIds\n      filterFrozen: $filterFrozen\n      type: $type\n      clientId: $clientId\n    ) {\n      count\n      items {\n        ...QuoteListFields\n      }\n    }\n  }\n"): typeof import('./graphql').GetQuotesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Attach($quote: ID!, $client: ID!) {\n    attachClientToQuote(quote: $quote, client: $client) {\n      id\n      clientId\n      clientName\n      clientEmail\n      history {\n        eventName\n        eventType\n        description\n        audience\n      }\n    }\n  }\n"): typeof import('./graphql').AttachDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Delete($quote: ID!, $quoteType: String, $deleteType: String) {\n    deleteQuote(quote: $quote, quoteType: $quoteType, deleteType: $deleteType)\n  }\n"): typeof import('./graphql').DeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Contract($quoteId: ID!) {\n    getContractByQuoteId(quoteId: $quoteId) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').ContractDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Stats {\n    getAgentStats {\n      totalPremiumIndications\n      totalActivePolicies\n      totalContractsExpiringSoon\n    }\n  }\n"): typeof import('./graphql').StatsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateClient($input: UpdateClientUserInput!, $client: ID!) {\n    updateClientUser(input: $input, client: $client) {\n      _id\n      email\n      role\n      profile {\n        firstName\n        lastName\n        phone\n        companyName\n        address1\n        address2\n        city\n        state\n        country\n        zipcode\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateClientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IndexDataFields on IndexData {\n    average\n    min\n    max\n    result {\n      year\n      temp\n      value\n    }\n    unit\n    programName\n    policyYear\n    skippedYears {\n      year\n      reason\n      missingDays\n    }\n    dataset {\n      dclimateId\n      type\n      origin\n      latestDate\n    }\n    dataOrigin\n  }\n"): typeof import('./graphql').IndexDataFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetIndexDataV2InFull($input: IndexDataInput, $type: String) {\n    getIndexDataV2(input: $input, type: $type) {\n      ...IndexDataFields\n    }\n  }\n"): typeof import('./graphql').GetIndexDataV2InFullDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetDatasetMetaDataV4InFull($dataset: String) {\n    getDatasetMetaDataV4(dataset: $dataset) {\n      id\n      properties {\n        title\n        provider\n        start_datetime\n        end_datetime\n        origin\n        ingestedCells\n        updated\n      }\n    }\n  }\n"): typeof import('./graphql').GetDatasetMetaDataV4InFullDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetIndexData($input: IndexDataInput, $type: String) {\n    getIndexData(input: $input, type: $type) {\n      ...IndexDataFields\n    }\n  }\n"): typeof import('./graphql').GetIndexDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuoteInFullFields on Quote {\n    id\n    _id\n    requestId\n    optionIndex\n    programName\n    programType\n    label\n    isRequested\n    status\n    createdAt\n    createdBy\n    savedAt\n    frozenAt\n    clientId\n    clientName\n    clientEmail\n    clientPhone\n    history {\n      eventDate\n      eventName\n      eventType\n      description\n      audience\n    }\n    riskPeriod {\n      startDate\n      endDate\n      days\n    }\n    applicationDeadline\n    expirationDate\n    locations {\n      type\n      features {\n        type\n        geometry {\n          type\n          coordinates\n        }\n        properties {\n          state\n          country\n          weight\n          cpcId\n          cell {\n            row\n            col\n          }\n        }\n      }\n    }\n    locationState\n    currency\n    limitOfLiability\n    limit {\n      unit\n      vector\n    }\n    strike {\n      unit\n      vector\n    }\n    exhaust {\n      unit\n      vector\n    }\n    lcRequired\n    dailyPrecipitationCap\n    breakEven\n    netPremium\n    customerPremium\n    estimatedGrossPremium\n    estimatedTotalTaxes\n    estimatedTotalTaxesNoStamping\n    stampingFee\n    policyFee\n    taxStatus\n    taxMessage\n    agentCommission\n    riskCapitalCommission\n    expectedPayout {\n      unit\n      vector\n    }\n    expectedLoss\n    perUnitLoss\n    relativeStrike\n    rainfall {\n      minimum\n      average\n      maximum\n      unit\n    }\n    indexSummary {\n      minimum\n      average\n      maximum\n      unit\n    }\n    indexHistory {\n      year\n      vector\n    }\n    historicalRainfall {\n      year\n      vector\n    }\n    historicalPayout {\n      year\n      vector\n    }\n    payoutProfile {\n      index\n      payout\n    }\n    dataset {\n      dclimateId\n      type\n      title\n      origin\n      latestDate\n    }\n    dataOrigin\n    targetMatch {\n      requestedTrigger\n      matchedTrigger\n    }\n    explanation {\n      engineVersion\n      lookBackYears\n      yearsUsed\n      burnWeight\n      minimumApplied\n      fit\n      parameters\n      readFrom\n      readTo\n      cells {\n        row\n        col\n      }\n    }\n  }\n"): typeof import('./graphql').QuoteInFullFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PricingRequestInFullFields on PricingRequest {\n    id\n    requestId\n    status\n    programName\n    sync\n    dataOrigin\n    createdAt\n    updatedAt\n    targetMatch {\n      requestedTrigger\n      matchedTrigger\n    }\n    error {\n      code\n      message\n    }\n    quotes {\n      ...QuoteInFullFields\n    }\n  }\n"): typeof import('./graphql').PricingRequestInFullFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateParametricCustomQuoteInFull(\n    $collection: String\n    $dataset: String\n    $limit: Float\n    $strike: Float\n    $exhaust: Float\n    $units: String\n    $start: String\n    $end: String\n    $weightedLocations: [WeightedLocationInput!]\n    $targetMatch: Boolean\n    $currency: String\n    $sync: Boolean\n  ) {\n    createParametricCustomQuote(\n      collection: $collection\n      dataset: $dataset\n      limit: $limit\n      strike: $strike\n      exhaust: $exhaust\n      units: $units\n      start: $start\n      end: $end\n      weightedLocations: $weightedLocations\n      targetMatch: $targetMatch\n      currency: $currency\n      sync: $sync\n    ) {\n      ...PricingRequestInFullFields\n    }\n  }\n"): typeof import('./graphql').CreateParametricCustomQuoteInFullDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateParametricQuoteInFull(\n    $programType: String\n    $collection: String\n    $dataset: String\n    $start: String\n    $end: String\n    $limit: Float\n    $preferredStrike: Float\n    $exhaust: Float\n    $units: String\n    $weightedLocations: [WeightedLocationInput!]\n    $targetMatch: Boolean\n    $sync: Boolean\n  ) {\n    createParametricQuote(\n      programType: $programType\n      collection: $collection\n      dataset: $dataset\n      start: $start\n      end: $end\n      limit: $limit\n      preferredStrike: $preferredStrike\n      exhaust: $exhaust\n      units: $units\n      weightedLocations: $weightedLocations\n      targetMatch: $targetMatch\n      sync: $sync\n    ) {\n      ...PricingRequestInFullFields\n    }\n  }\n"): typeof import('./graphql').CreateParametricQuoteInFullDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetQuoteInFull($id: ID!) {\n    getQuote(id: $id) {\n      ...QuoteInFullFields\n    }\n  }\n"): typeof import('./graphql').GetQuoteInFullDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientUserFields on User {\n    _id\n    email\n    role\n    confirmedAt\n    agentId\n    canQuote\n    canBind\n    permissions {\n      platform\n      canQuote\n      canBind\n    }\n    profile {\n      firstName\n      lastName\n      phone\n      state\n    }\n    organization {\n      _id\n      name\n    }\n  }\n"): typeof import('./graphql').ClientUserFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateClientUser($firstName: String, $lastName: String, $email: String) {\n    createClientUser(firstName: $firstName, lastName: $lastName, email: $email) {\n      ...ClientUserFields\n    }\n  }\n"): typeof import('./graphql').CreateClientUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetUserClients($limit: Int, $search: String) {\n    getUserClients(limit: $limit, search: $search) {\n      count\n      items {\n        ...ClientUserFields\n      }\n    }\n  }\n"): typeof import('./graphql').GetUserClientsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedQuoteFields on Quote {\n    id\n    programName\n    status\n    createdAt\n    updatedAt\n    savedAt\n    frozenAt\n    createdBy\n    clientId\n    clientName\n    clientEmail\n    clientPhone\n    locationState\n    taxStatus\n    taxMessage\n    netPremium\n    policyFee\n    estimatedGrossPremium\n    estimatedTotalTaxes\n    estimatedTotalTaxesNoStamping\n    stampingFee\n    surplusLinesTaxPercent\n    stampingFeePercent\n    history {\n      eventDate\n      eventName\n      eventType\n      description\n      audience\n    }\n  }\n"): typeof import('./graphql').SavedQuoteFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveLPCQuote($quote: ID!, $client: ID) {\n    saveLPCInsuranceQuote(quote: $quote, client: $client) {\n      ...SavedQuoteFields\n    }\n  }\n"): typeof import('./graphql').SaveLpcQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveLTCQuote($quote: ID!, $client: ID) {\n    saveLTCInsuranceQuote(quote: $quote, client: $client) {\n      ...SavedQuoteFields\n    }\n  }\n"): typeof import('./graphql').SaveLtcQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveHTCQuote($quote: ID!, $client: ID) {\n    saveHTCInsuranceQuote(quote: $quote, client: $client) {\n      ...SavedQuoteFields\n    }\n  }\n"): typeof import('./graphql').SaveHtcQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SharePrecipQuote($emails: [String!]!, $quoteId: ID!) {\n    sharePrecipInsuranceQuote(emails: $emails, quoteId: $quoteId)\n  }\n"): typeof import('./graphql').SharePrecipQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShareLtcQuote($emails: [String!]!, $quoteId: ID!) {\n    shareLtcInsuranceQuote(emails: $emails, quoteId: $quoteId)\n  }\n"): typeof import('./graphql').ShareLtcQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetSavedQuote($id: ID!) {\n    getQuote(id: $id) {\n      ...SavedQuoteFields\n    }\n  }\n"): typeof import('./graphql').GetSavedQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewedContractFields on Contract {\n    id\n    quoteId\n    status\n    agentId\n    clientEmail\n    policyNumber\n    policyId\n    underwritingReasons\n    reviewDetails {\n      isApproved\n      reviewDate\n      reviewBy\n      reviewDescription\n    }\n    reviewInvitationSentAt\n    payment {\n      method\n      amount\n      maskedAccountNumber\n    }\n    prices {\n      totalDue\n    }\n    paymentDueDate\n    boundAt\n    policyStatus\n    expiryReason\n    documents {\n      id\n      kind\n      fileName\n    }\n    history {\n      eventName\n      description\n    }\n  }\n"): typeof import('./graphql').ReviewedContractFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetContractsForReview($statuses: [String!]) {\n    getContractsForReview(statuses: $statuses) {\n      ...ReviewedContractFields\n    }\n  }\n"): typeof import('./graphql').GetContractsForReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewContract($contract: ID!, $input: ContractReviewInput!) {\n    reviewContract(contract: $contract, input: $input) {\n      ...ReviewedContractFields\n    }\n  }\n"): typeof import('./graphql').ReviewContractDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkWireReceived($contract: ID!, $input: WireReceivedInput!) {\n    markWirePaymentReceived(contract: $contract, input: $input) {\n      ...ReviewedContractFields\n    }\n  }\n"): typeof import('./graphql').MarkWireReceivedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetContractByPolicy($policyId: String!) {\n    getContractByPolicyId(policyId: $policyId) {\n      ...ReviewedContractFields\n    }\n  }\n"): typeof import('./graphql').GetContractByPolicyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetReviewedContract($id: ID!) {\n    getContract(id: $id) {\n      ...ReviewedContractFields\n    }\n  }\n"): typeof import('./graphql').GetReviewedContractDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoadLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n"): typeof import('./graphql').LoadLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query LoadCurrentUser {\n        currentUser {\n          _id\n          email\n          role\n          canQuote\n          organization {\n            _id\n          }\n        }\n      }\n    "): typeof import('./graphql').LoadCurrentUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query LoadQuotes($input: QuotesPageInput) {\n        getQuotes(input: $input) {\n          count\n          items {\n            id\n            programName\n            netPremium\n          }\n        }\n      }\n    "): typeof import('./graphql').LoadQuotesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation LoadPrice(\n        $collection: String\n        $dataset: String\n        $limit: Float\n        $strike: Float\n        $exhaust: Float\n        $units: String\n        $start: String\n        $end: String\n        $weightedLocations: [WeightedLocationInput!]\n        $sync: Boolean\n      ) {\n        createParametricCustomQuote(\n          collection: $collection\n          dataset: $dataset\n          limit: $limit\n          strike: $strike\n          exhaust: $exhaust\n          units: $units\n          start: $start\n          end: $end\n          weightedLocations: $weightedLocations\n          sync: $sync\n        ) {\n          id\n          status\n          quotes {\n            id\n            netPremium\n          }\n        }\n      }\n    "): typeof import('./graphql').LoadPriceDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
