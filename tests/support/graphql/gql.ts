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
    "\n  mutation Request($input: PremiumIndicationRequestInput!) {\n    createPremiumIndicationRequest(input: $input) {\n      id\n      programType\n      start\n      end\n      limit\n      name\n      createdAt\n    }\n  }\n": typeof types.RequestDocument,
    "\n  mutation Feedback($rating: Int, $feedback: String) {\n    saveFeedback(rating: $rating, feedback: $feedback)\n  }\n": typeof types.FeedbackDocument,
    "\n  mutation Register($input: RegisterUserInput!) {\n    registerUser(input: $input) {\n      token\n      expiresAt\n      user {\n        _id\n        email\n        role\n        confirmedAt\n        canQuote\n        canBind\n        organization {\n          _id\n          name\n          isOnboarded\n        }\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation Login($email: String!, $password: String!, $rememberMe: Boolean) {\n    login(email: $email, password: $password, rememberMe: $rememberMe) {\n      token\n      expiresAt\n      user {\n        _id\n        email\n        role\n        confirmedAt\n        canQuote\n        canBind\n        organization {\n          _id\n          isOnboarded\n          application {\n            status\n          }\n        }\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Confirm($token: String!, $type: TokenType) {\n    confirmUser(token: $token, type: $type) {\n      token\n      user {\n        _id\n        email\n        confirmedAt\n        organization {\n          isOnboarded\n        }\n      }\n    }\n  }\n": typeof types.ConfirmDocument,
    "\n  fragment AccountUserFields on User {\n    _id\n    email\n    role\n    confirmedAt\n    canQuote\n    canBind\n    profile {\n      firstName\n      lastName\n      phone\n    }\n    organization {\n      _id\n      name\n      isOnboarded\n    }\n  }\n": typeof types.AccountUserFieldsFragmentDoc,
    "\n  query CurrentUser {\n    currentUser {\n      ...AccountUserFields\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  query GetUser($id: ID!) {\n    getUser(id: $id) {\n      ...AccountUserFields\n    }\n  }\n": typeof types.GetUserDocument,
    "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      ...AccountUserFields\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  mutation ResendConfirm {\n    resendConfirm\n  }\n": typeof types.ResendConfirmDocument,
    "\n  mutation Authorize($token: String!) {\n    authorize(token: $token) {\n      token\n      expiresAt\n      user {\n        _id\n        email\n      }\n    }\n  }\n": typeof types.AuthorizeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      token\n      expiresAt\n      user {\n        _id\n        email\n        confirmedAt\n      }\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation CreateLoginToken($tokenType: TokenType!) {\n    createLoginToken(tokenType: $tokenType) {\n      token\n      tokenType\n      expiresAt\n    }\n  }\n": typeof types.CreateLoginTokenDocument,
    "\n  mutation LogoutEverywhere {\n    logoutEverywhere\n  }\n": typeof types.LogoutEverywhereDocument,
    "\n  fragment QuoteListFields on QuoteListItem {\n    id\n    _id\n    programName\n    programType\n    programTitle\n    status\n    createdAt\n    savedAt\n    frozenAt\n    createdBy\n    clientId\n    clientName\n    clientFirstName\n    clientLastName\n    clientEmail\n    riskPeriod {\n      startDate\n      endDate\n    }\n    applicationDeadline\n    location\n    locations {\n      name\n      state\n      lat\n      lon\n      weight\n    }\n    states\n    trigger\n    strike {\n      unit\n      vector\n    }\n    limitOfLiability\n    netPremium\n    contractId\n    policyNumber\n  }\n": typeof types.QuoteListFieldsFragmentDoc,
    "\n  query GetQuotes(\n    $input: QuotesPageInput\n    $userIds: [ID!]\n    $filterFrozen: Boolean\n    $type: String\n    $clientId: ID\n  ) {\n    getQuotes(\n      input: $input\n      userIds: $userIds\n      filterFrozen: $filterFrozen\n      type: $type\n      clientId: $clientId\n    ) {\n      count\n      items {\n        ...QuoteListFields\n      }\n    }\n  }\n": typeof types.GetQuotesDocument,
    "\n  mutation Attach($quote: ID!, $client: ID!) {\n    attachClientToQuote(quote: $quote, client: $client) {\n      id\n      clientId\n      clientName\n      clientEmail\n      history {\n        eventName\n        eventType\n        description\n        audience\n      }\n    }\n  }\n": typeof types.AttachDocument,
    "\n  mutation Delete($quote: ID!, $quoteType: String, $deleteType: String) {\n    deleteQuote(quote: $quote, quoteType: $quoteType, deleteType: $deleteType)\n  }\n": typeof types.DeleteDocument,
    "\n  query Contract($quoteId: ID!) {\n    getContractByQuoteId(quoteId: $quoteId) {\n      id\n      status\n    }\n  }\n": typeof types.ContractDocument,
    "\n  query Stats {\n    getAgentStats {\n      totalPremiumIndications\n      totalActivePolicies\n      totalContractsExpiringSoon\n    }\n  }\n": typeof types.StatsDocument,
    "\n  mutation UpdateClient($input: UpdateClientUserInput!, $client: ID!) {\n    updateClientUser(input: $input, client: $client) {\n      _id\n      email\n      role\n      profile {\n        firstName\n        lastName\n        phone\n        companyName\n        address1\n        address2\n        city\n        state\n        country\n        zipcode\n      }\n    }\n  }\n": typeof types.UpdateClientDocument,
    "\n  fragment PricedQuoteFields on Quote {\n    id\n    _id\n    requestId\n    optionIndex\n    programName\n    programType\n    label\n    isRequested\n    status\n    createdAt\n    createdBy\n    savedAt\n    frozenAt\n    clientId\n    clientName\n    clientEmail\n    clientPhone\n    history {\n      eventDate\n      eventName\n      eventType\n      description\n      audience\n    }\n    riskPeriod {\n      startDate\n      endDate\n      days\n    }\n    applicationDeadline\n    expirationDate\n    locations {\n      type\n      features {\n        type\n        geometry {\n          type\n          coordinates\n        }\n        properties {\n          state\n          country\n          weight\n          cpcId\n          cell {\n            row\n            col\n          }\n        }\n      }\n    }\n    locationState\n    currency\n    limitOfLiability\n    limit {\n      unit\n      vector\n    }\n    strike {\n      unit\n      vector\n    }\n    exhaust {\n      unit\n      vector\n    }\n    lcRequired\n    dailyPrecipitationCap\n    breakEven\n    netPremium\n    customerPremium\n    estimatedGrossPremium\n    estimatedTotalTaxes\n    estimatedTotalTaxesNoStamping\n    stampingFee\n    policyFee\n    taxStatus\n    taxMessage\n    agentCommission\n    riskCapitalCommission\n    expectedPayout {\n      unit\n      vector\n    }\n    expectedLoss\n    perUnitLoss\n    relativeStrike\n    rainfall {\n      minimum\n      average\n      maximum\n      unit\n    }\n    indexSummary {\n      minimum\n      average\n      maximum\n      unit\n    }\n    indexHistory {\n      year\n      vector\n    }\n    historicalRainfall {\n      year\n      vector\n    }\n    historicalPayout {\n      year\n      vector\n    }\n    payoutProfile {\n      index\n      payout\n    }\n    dataset {\n      dclimateId\n      type\n      title\n      origin\n      latestDate\n    }\n    dataOrigin\n    targetMatch {\n      requestedTrigger\n      matchedTrigger\n    }\n    explanation {\n      engineVersion\n      lookBackYears\n      yearsUsed\n      burnWeight\n      minimumApplied\n      fit\n      parameters\n      readFrom\n      readTo\n      cells {\n        row\n        col\n      }\n    }\n  }\n": typeof types.PricedQuoteFieldsFragmentDoc,
    "\n  fragment PricingRequestFields on PricingRequest {\n    id\n    requestId\n    status\n    programName\n    sync\n    dataOrigin\n    createdAt\n    updatedAt\n    targetMatch {\n      requestedTrigger\n      matchedTrigger\n    }\n    error {\n      code\n      message\n    }\n    quotes {\n      ...PricedQuoteFields\n    }\n  }\n": typeof types.PricingRequestFieldsFragmentDoc,
    "\n  mutation CreateParametricCustomQuote(\n    $collection: String\n    $dataset: String\n    $limit: Float\n    $strike: Float\n    $exhaust: Float\n    $units: String\n    $start: String\n    $end: String\n    $weightedLocations: [WeightedLocationInput!]\n    $targetMatch: Boolean\n    $currency: String\n    $sync: Boolean\n  ) {\n    createParametricCustomQuote(\n      collection: $collection\n      dataset: $dataset\n      limit: $limit\n      strike: $strike\n      exhaust: $exhaust\n      units: $units\n      start: $start\n      end: $end\n      weightedLocations: $weightedLocations\n      targetMatch: $targetMatch\n      currency: $currency\n      sync: $sync\n    ) {\n      ...PricingRequestFields\n    }\n  }\n": typeof types.CreateParametricCustomQuoteDocument,
    "\n  mutation CreateParametricQuote(\n    $programType: String\n    $collection: String\n    $dataset: String\n    $start: String\n    $end: String\n    $limit: Float\n    $preferredStrike: Float\n    $exhaust: Float\n    $units: String\n    $weightedLocations: [WeightedLocationInput!]\n    $targetMatch: Boolean\n    $sync: Boolean\n  ) {\n    createParametricQuote(\n      programType: $programType\n      collection: $collection\n      dataset: $dataset\n      start: $start\n      end: $end\n      limit: $limit\n      preferredStrike: $preferredStrike\n      exhaust: $exhaust\n      units: $units\n      weightedLocations: $weightedLocations\n      targetMatch: $targetMatch\n      sync: $sync\n    ) {\n      ...PricingRequestFields\n    }\n  }\n": typeof types.CreateParametricQuoteDocument,
    "\n  query GetQuote($id: ID!) {\n    getQuote(id: $id) {\n      ...PricedQuoteFields\n    }\n  }\n": typeof types.GetQuoteDocument,
    "\n  query GetPricingRequest($id: ID!) {\n    getPricingRequest(id: $id) {\n      ...PricingRequestFields\n    }\n  }\n": typeof types.GetPricingRequestDocument,
    "\n  fragment IndexDataFields on IndexData {\n    average\n    min\n    max\n    result {\n      year\n      temp\n      value\n    }\n    unit\n    programName\n    policyYear\n    skippedYears {\n      year\n      reason\n      missingDays\n    }\n    dataset {\n      dclimateId\n      type\n      origin\n      latestDate\n    }\n    dataOrigin\n  }\n": typeof types.IndexDataFieldsFragmentDoc,
    "\n  query GetIndexDataV2($input: IndexDataInput, $type: String) {\n    getIndexDataV2(input: $input, type: $type) {\n      ...IndexDataFields\n    }\n  }\n": typeof types.GetIndexDataV2Document,
    "\n  query GetIndexData($input: IndexDataInput, $type: String) {\n    getIndexData(input: $input, type: $type) {\n      ...IndexDataFields\n    }\n  }\n": typeof types.GetIndexDataDocument,
    "\n  query GetDatasetMetaDataV4($dataset: String) {\n    getDatasetMetaDataV4(dataset: $dataset) {\n      id\n      properties {\n        title\n        provider\n        start_datetime\n        end_datetime\n        origin\n        ingestedCells\n        updated\n      }\n    }\n  }\n": typeof types.GetDatasetMetaDataV4Document,
    "\n  fragment ProgramDatesFields on ProgramDates {\n    programType\n    startDate\n    endDate\n    deadlineDate\n    days\n    applicationDeadlineDays\n    earliestStartDate\n    latestStartDate\n    latestEndDate\n    minDays\n    maxMonths\n    presets {\n      label\n      startDate\n      endDate\n      deadlineDate\n      days\n    }\n  }\n": typeof types.ProgramDatesFieldsFragmentDoc,
    "\n  query GetLPCDates($programType: String) {\n    getLPCDates(programType: $programType) {\n      ...ProgramDatesFields\n    }\n  }\n": typeof types.GetLpcDatesDocument,
    "\n  query GetLTCDates($programType: String) {\n    getLTCDates(programType: $programType) {\n      ...ProgramDatesFields\n    }\n  }\n": typeof types.GetLtcDatesDocument,
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
    "\n  mutation LoadLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n": typeof types.LoadLoginDocument,
    "\n      query LoadCurrentUser {\n        currentUser {\n          _id\n          email\n          role\n          canQuote\n          organization {\n            _id\n          }\n        }\n      }\n    ": typeof types.LoadCurrentUserDocument,
    "\n      query LoadQuotes($input: QuotesPageInput) {\n        getQuotes(input: $input) {\n          count\n          items {\n            id\n            programName\n            netPremium\n          }\n        }\n      }\n    ": typeof types.LoadQuotesDocument,
    "\n      mutation LoadPrice(\n        $collection: String\n        $dataset: String\n        $limit: Float\n        $strike: Float\n        $exhaust: Float\n        $units: String\n        $start: String\n        $end: String\n        $weightedLocations: [WeightedLocationInput!]\n        $sync: Boolean\n      ) {\n        createParametricCustomQuote(\n          collection: $collection\n          dataset: $dataset\n          limit: $limit\n          strike: $strike\n          exhaust: $exhaust\n          units: $units\n          start: $start\n          end: $end\n          weightedLocations: $weightedLocations\n          sync: $sync\n        ) {\n          id\n          status\n          quotes {\n            id\n            netPremium\n          }\n        }\n      }\n    ": typeof types.LoadPriceDocument,
};
const documents: Documents = {
    "\n  mutation RealDataQuote($locations: [WeightedLocationInput!]) {\n    createParametricQuote(\n      programType: \"HighTemp\"\n      dataset: \"prismc-tmax-daily\"\n      start: \"2027-01-01T00:00:00Z\"\n      end: \"2027-01-31T00:00:00Z\"\n      limit: 50000\n      units: \"deg_F\"\n      weightedLocations: $locations\n      sync: true\n    ) {\n      status\n      dataOrigin\n      quotes {\n        label\n        locationState\n        explanation {\n          yearsUsed\n        }\n        dataset {\n          dclimateId\n          origin\n        }\n      }\n    }\n  }\n": types.RealDataQuoteDocument,
    "\n  query RealDataIndex {\n    getIndexDataV2(\n      type: \"HighTemp\"\n      input: {\n        dataset: \"prism_temp_max-daily\"\n        start: \"2027-01-01T00:00:00Z\"\n        end: \"2027-01-31T00:00:00Z\"\n        units: \"deg_F\"\n        weightedLocations: [{ lat: 27.95, lon: -82.46, weight: 1 }]\n      }\n    ) {\n      average\n      min\n      max\n      result {\n        year\n        temp\n      }\n    }\n  }\n": types.RealDataIndexDocument,
    "\n  query Shared($token: String!) {\n    getSharedQuote(token: $token) {\n      id\n      programName\n      programTitle\n      unit\n      startDate\n      endDate\n      days\n      applicationDeadline\n      locations {\n        state\n        lat\n        lon\n        weight\n      }\n      currency\n      limitOfLiability\n      trigger\n      exhaust\n      netPremium\n      estimatedGrossPremium\n      taxStatus\n      history {\n        year\n        index\n        payout\n      }\n      dataOrigin\n      sharedBy {\n        name\n        email\n        agency\n      }\n      linkExpiresAt\n    }\n  }\n": types.SharedDocument,
    "\n  mutation Request($input: PremiumIndicationRequestInput!) {\n    createPremiumIndicationRequest(input: $input) {\n      id\n      programType\n      start\n      end\n      limit\n      name\n      createdAt\n    }\n  }\n": types.RequestDocument,
    "\n  mutation Feedback($rating: Int, $feedback: String) {\n    saveFeedback(rating: $rating, feedback: $feedback)\n  }\n": types.FeedbackDocument,
    "\n  mutation Register($input: RegisterUserInput!) {\n    registerUser(input: $input) {\n      token\n      expiresAt\n      user {\n        _id\n        email\n        role\n        confirmedAt\n        canQuote\n        canBind\n        organization {\n          _id\n          name\n          isOnboarded\n        }\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation Login($email: String!, $password: String!, $rememberMe: Boolean) {\n    login(email: $email, password: $password, rememberMe: $rememberMe) {\n      token\n      expiresAt\n      user {\n        _id\n        email\n        role\n        confirmedAt\n        canQuote\n        canBind\n        organization {\n          _id\n          isOnboarded\n          application {\n            status\n          }\n        }\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Confirm($token: String!, $type: TokenType) {\n    confirmUser(token: $token, type: $type) {\n      token\n      user {\n        _id\n        email\n        confirmedAt\n        organization {\n          isOnboarded\n        }\n      }\n    }\n  }\n": types.ConfirmDocument,
    "\n  fragment AccountUserFields on User {\n    _id\n    email\n    role\n    confirmedAt\n    canQuote\n    canBind\n    profile {\n      firstName\n      lastName\n      phone\n    }\n    organization {\n      _id\n      name\n      isOnboarded\n    }\n  }\n": types.AccountUserFieldsFragmentDoc,
    "\n  query CurrentUser {\n    currentUser {\n      ...AccountUserFields\n    }\n  }\n": types.CurrentUserDocument,
    "\n  query GetUser($id: ID!) {\n    getUser(id: $id) {\n      ...AccountUserFields\n    }\n  }\n": types.GetUserDocument,
    "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      ...AccountUserFields\n    }\n  }\n": types.UpdateUserDocument,
    "\n  mutation ResendConfirm {\n    resendConfirm\n  }\n": types.ResendConfirmDocument,
    "\n  mutation Authorize($token: String!) {\n    authorize(token: $token) {\n      token\n      expiresAt\n      user {\n        _id\n        email\n      }\n    }\n  }\n": types.AuthorizeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      token\n      expiresAt\n      user {\n        _id\n        email\n        confirmedAt\n      }\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation CreateLoginToken($tokenType: TokenType!) {\n    createLoginToken(tokenType: $tokenType) {\n      token\n      tokenType\n      expiresAt\n    }\n  }\n": types.CreateLoginTokenDocument,
    "\n  mutation LogoutEverywhere {\n    logoutEverywhere\n  }\n": types.LogoutEverywhereDocument,
    "\n  fragment QuoteListFields on QuoteListItem {\n    id\n    _id\n    programName\n    programType\n    programTitle\n    status\n    createdAt\n    savedAt\n    frozenAt\n    createdBy\n    clientId\n    clientName\n    clientFirstName\n    clientLastName\n    clientEmail\n    riskPeriod {\n      startDate\n      endDate\n    }\n    applicationDeadline\n    location\n    locations {\n      name\n      state\n      lat\n      lon\n      weight\n    }\n    states\n    trigger\n    strike {\n      unit\n      vector\n    }\n    limitOfLiability\n    netPremium\n    contractId\n    policyNumber\n  }\n": types.QuoteListFieldsFragmentDoc,
    "\n  query GetQuotes(\n    $input: QuotesPageInput\n    $userIds: [ID!]\n    $filterFrozen: Boolean\n    $type: String\n    $clientId: ID\n  ) {\n    getQuotes(\n      input: $input\n      userIds: $userIds\n      filterFrozen: $filterFrozen\n      type: $type\n      clientId: $clientId\n    ) {\n      count\n      items {\n        ...QuoteListFields\n      }\n    }\n  }\n": types.GetQuotesDocument,
    "\n  mutation Attach($quote: ID!, $client: ID!) {\n    attachClientToQuote(quote: $quote, client: $client) {\n      id\n      clientId\n      clientName\n      clientEmail\n      history {\n        eventName\n        eventType\n        description\n        audience\n      }\n    }\n  }\n": types.AttachDocument,
    "\n  mutation Delete($quote: ID!, $quoteType: String, $deleteType: String) {\n    deleteQuote(quote: $quote, quoteType: $quoteType, deleteType: $deleteType)\n  }\n": types.DeleteDocument,
    "\n  query Contract($quoteId: ID!) {\n    getContractByQuoteId(quoteId: $quoteId) {\n      id\n      status\n    }\n  }\n": types.ContractDocument,
    "\n  query Stats {\n    getAgentStats {\n      totalPremiumIndications\n      totalActivePolicies\n      totalContractsExpiringSoon\n    }\n  }\n": types.StatsDocument,
    "\n  mutation UpdateClient($input: UpdateClientUserInput!, $client: ID!) {\n    updateClientUser(input: $input, client: $client) {\n      _id\n      email\n      role\n      profile {\n        firstName\n        lastName\n        phone\n        companyName\n        address1\n        address2\n        city\n        state\n        country\n        zipcode\n      }\n    }\n  }\n": types.UpdateClientDocument,
    "\n  fragment PricedQuoteFields on Quote {\n    id\n    _id\n    requestId\n    optionIndex\n    programName\n    programType\n    label\n    isRequested\n    status\n    createdAt\n    createdBy\n    savedAt\n    frozenAt\n    clientId\n    clientName\n    clientEmail\n    clientPhone\n    history {\n      eventDate\n      eventName\n      eventType\n      description\n      audience\n    }\n    riskPeriod {\n      startDate\n      endDate\n      days\n    }\n    applicationDeadline\n    expirationDate\n    locations {\n      type\n      features {\n        type\n        geometry {\n          type\n          coordinates\n        }\n        properties {\n          state\n          country\n          weight\n          cpcId\n          cell {\n            row\n            col\n          }\n        }\n      }\n    }\n    locationState\n    currency\n    limitOfLiability\n    limit {\n      unit\n      vector\n    }\n    strike {\n      unit\n      vector\n    }\n    exhaust {\n      unit\n      vector\n    }\n    lcRequired\n    dailyPrecipitationCap\n    breakEven\n    netPremium\n    customerPremium\n    estimatedGrossPremium\n    estimatedTotalTaxes\n    estimatedTotalTaxesNoStamping\n    stampingFee\n    policyFee\n    taxStatus\n    taxMessage\n    agentCommission\n    riskCapitalCommission\n    expectedPayout {\n      unit\n      vector\n    }\n    expectedLoss\n    perUnitLoss\n    relativeStrike\n    rainfall {\n      minimum\n      average\n      maximum\n      unit\n    }\n    indexSummary {\n      minimum\n      average\n      maximum\n      unit\n    }\n    indexHistory {\n      year\n      vector\n    }\n    historicalRainfall {\n      year\n      vector\n    }\n    historicalPayout {\n      year\n      vector\n    }\n    payoutProfile {\n      index\n      payout\n    }\n    dataset {\n      dclimateId\n      type\n      title\n      origin\n      latestDate\n    }\n    dataOrigin\n    targetMatch {\n      requestedTrigger\n      matchedTrigger\n    }\n    explanation {\n      engineVersion\n      lookBackYears\n      yearsUsed\n      burnWeight\n      minimumApplied\n      fit\n      parameters\n      readFrom\n      readTo\n      cells {\n        row\n        col\n      }\n    }\n  }\n": types.PricedQuoteFieldsFragmentDoc,
    "\n  fragment PricingRequestFields on PricingRequest {\n    id\n    requestId\n    status\n    programName\n    sync\n    dataOrigin\n    createdAt\n    updatedAt\n    targetMatch {\n      requestedTrigger\n      matchedTrigger\n    }\n    error {\n      code\n      message\n    }\n    quotes {\n      ...PricedQuoteFields\n    }\n  }\n": types.PricingRequestFieldsFragmentDoc,
    "\n  mutation CreateParametricCustomQuote(\n    $collection: String\n    $dataset: String\n    $limit: Float\n    $strike: Float\n    $exhaust: Float\n    $units: String\n    $start: String\n    $end: String\n    $weightedLocations: [WeightedLocationInput!]\n    $targetMatch: Boolean\n    $currency: String\n    $sync: Boolean\n  ) {\n    createParametricCustomQuote(\n      collection: $collection\n      dataset: $dataset\n      limit: $limit\n      strike: $strike\n      exhaust: $exhaust\n      units: $units\n      start: $start\n      end: $end\n      weightedLocations: $weightedLocations\n      targetMatch: $targetMatch\n      currency: $currency\n      sync: $sync\n    ) {\n      ...PricingRequestFields\n    }\n  }\n": types.CreateParametricCustomQuoteDocument,
    "\n  mutation CreateParametricQuote(\n    $programType: String\n    $collection: String\n    $dataset: String\n    $start: String\n    $end: String\n    $limit: Float\n    $preferredStrike: Float\n    $exhaust: Float\n    $units: String\n    $weightedLocations: [WeightedLocationInput!]\n    $targetMatch: Boolean\n    $sync: Boolean\n  ) {\n    createParametricQuote(\n      programType: $programType\n      collection: $collection\n      dataset: $dataset\n      start: $start\n      end: $end\n      limit: $limit\n      preferredStrike: $preferredStrike\n      exhaust: $exhaust\n      units: $units\n      weightedLocations: $weightedLocations\n      targetMatch: $targetMatch\n      sync: $sync\n    ) {\n      ...PricingRequestFields\n    }\n  }\n": types.CreateParametricQuoteDocument,
    "\n  query GetQuote($id: ID!) {\n    getQuote(id: $id) {\n      ...PricedQuoteFields\n    }\n  }\n": types.GetQuoteDocument,
    "\n  query GetPricingRequest($id: ID!) {\n    getPricingRequest(id: $id) {\n      ...PricingRequestFields\n    }\n  }\n": types.GetPricingRequestDocument,
    "\n  fragment IndexDataFields on IndexData {\n    average\n    min\n    max\n    result {\n      year\n      temp\n      value\n    }\n    unit\n    programName\n    policyYear\n    skippedYears {\n      year\n      reason\n      missingDays\n    }\n    dataset {\n      dclimateId\n      type\n      origin\n      latestDate\n    }\n    dataOrigin\n  }\n": types.IndexDataFieldsFragmentDoc,
    "\n  query GetIndexDataV2($input: IndexDataInput, $type: String) {\n    getIndexDataV2(input: $input, type: $type) {\n      ...IndexDataFields\n    }\n  }\n": types.GetIndexDataV2Document,
    "\n  query GetIndexData($input: IndexDataInput, $type: String) {\n    getIndexData(input: $input, type: $type) {\n      ...IndexDataFields\n    }\n  }\n": types.GetIndexDataDocument,
    "\n  query GetDatasetMetaDataV4($dataset: String) {\n    getDatasetMetaDataV4(dataset: $dataset) {\n      id\n      properties {\n        title\n        provider\n        start_datetime\n        end_datetime\n        origin\n        ingestedCells\n        updated\n      }\n    }\n  }\n": types.GetDatasetMetaDataV4Document,
    "\n  fragment ProgramDatesFields on ProgramDates {\n    programType\n    startDate\n    endDate\n    deadlineDate\n    days\n    applicationDeadlineDays\n    earliestStartDate\n    latestStartDate\n    latestEndDate\n    minDays\n    maxMonths\n    presets {\n      label\n      startDate\n      endDate\n      deadlineDate\n      days\n    }\n  }\n": types.ProgramDatesFieldsFragmentDoc,
    "\n  query GetLPCDates($programType: String) {\n    getLPCDates(programType: $programType) {\n      ...ProgramDatesFields\n    }\n  }\n": types.GetLpcDatesDocument,
    "\n  query GetLTCDates($programType: String) {\n    getLTCDates(programType: $programType) {\n      ...ProgramDatesFields\n    }\n  }\n": types.GetLtcDatesDocument,
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
export function graphql(source: "\n  mutation Request($input: PremiumIndicationRequestInput!) {\n    createPremiumIndicationRequest(input: $input) {\n      id\n      programType\n      start\n      end\n      limit\n      name\n      createdAt\n    }\n  }\n"): typeof import('./graphql').RequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Feedback($rating: Int, $feedback: String) {\n    saveFeedback(rating: $rating, feedback: $feedback)\n  }\n"): typeof import('./graphql').FeedbackDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterUserInput!) {\n    registerUser(input: $input) {\n      token\n      expiresAt\n      user {\n        _id\n        email\n        role\n        confirmedAt\n        canQuote\n        canBind\n        organization {\n          _id\n          name\n          isOnboarded\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').RegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!, $rememberMe: Boolean) {\n    login(email: $email, password: $password, rememberMe: $rememberMe) {\n      token\n      expiresAt\n      user {\n        _id\n        email\n        role\n        confirmedAt\n        canQuote\n        canBind\n        organization {\n          _id\n          isOnboarded\n          application {\n            status\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').LoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Confirm($token: String!, $type: TokenType) {\n    confirmUser(token: $token, type: $type) {\n      token\n      user {\n        _id\n        email\n        confirmedAt\n        organization {\n          isOnboarded\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ConfirmDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountUserFields on User {\n    _id\n    email\n    role\n    confirmedAt\n    canQuote\n    canBind\n    profile {\n      firstName\n      lastName\n      phone\n    }\n    organization {\n      _id\n      name\n      isOnboarded\n    }\n  }\n"): typeof import('./graphql').AccountUserFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    currentUser {\n      ...AccountUserFields\n    }\n  }\n"): typeof import('./graphql').CurrentUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetUser($id: ID!) {\n    getUser(id: $id) {\n      ...AccountUserFields\n    }\n  }\n"): typeof import('./graphql').GetUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      ...AccountUserFields\n    }\n  }\n"): typeof import('./graphql').UpdateUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendConfirm {\n    resendConfirm\n  }\n"): typeof import('./graphql').ResendConfirmDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Authorize($token: String!) {\n    authorize(token: $token) {\n      token\n      expiresAt\n      user {\n        _id\n        email\n      }\n    }\n  }\n"): typeof import('./graphql').AuthorizeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): typeof import('./graphql').LogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n"): typeof import('./graphql').ForgotPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      token\n      expiresAt\n      user {\n        _id\n        email\n        confirmedAt\n      }\n    }\n  }\n"): typeof import('./graphql').ResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"): typeof import('./graphql').ChangePasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLoginToken($tokenType: TokenType!) {\n    createLoginToken(tokenType: $tokenType) {\n      token\n      tokenType\n      expiresAt\n    }\n  }\n"): typeof import('./graphql').CreateLoginTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogoutEverywhere {\n    logoutEverywhere\n  }\n"): typeof import('./graphql').LogoutEverywhereDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuoteListFields on QuoteListItem {\n    id\n    _id\n    programName\n    programType\n    programTitle\n    status\n    createdAt\n    savedAt\n    frozenAt\n    createdBy\n    clientId\n    clientName\n    clientFirstName\n    clientLastName\n    clientEmail\n    riskPeriod {\n      startDate\n      endDate\n    }\n    applicationDeadline\n    location\n    locations {\n      name\n      state\n      lat\n      lon\n      weight\n    }\n    states\n    trigger\n    strike {\n      unit\n      vector\n    }\n    limitOfLiability\n    netPremium\n    contractId\n    policyNumber\n  }\n"): typeof import('./graphql').QuoteListFieldsFragmentDoc;
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
export function graphql(source: "\n  fragment PricedQuoteFields on Quote {\n    id\n    _id\n    requestId\n    optionIndex\n    programName\n    programType\n    label\n    isRequested\n    status\n    createdAt\n    createdBy\n    savedAt\n    frozenAt\n    clientId\n    clientName\n    clientEmail\n    clientPhone\n    history {\n      eventDate\n      eventName\n      eventType\n      description\n      audience\n    }\n    riskPeriod {\n      startDate\n      endDate\n      days\n    }\n    applicationDeadline\n    expirationDate\n    locations {\n      type\n      features {\n        type\n        geometry {\n          type\n          coordinates\n        }\n        properties {\n          state\n          country\n          weight\n          cpcId\n          cell {\n            row\n            col\n          }\n        }\n      }\n    }\n    locationState\n    currency\n    limitOfLiability\n    limit {\n      unit\n      vector\n    }\n    strike {\n      unit\n      vector\n    }\n    exhaust {\n      unit\n      vector\n    }\n    lcRequired\n    dailyPrecipitationCap\n    breakEven\n    netPremium\n    customerPremium\n    estimatedGrossPremium\n    estimatedTotalTaxes\n    estimatedTotalTaxesNoStamping\n    stampingFee\n    policyFee\n    taxStatus\n    taxMessage\n    agentCommission\n    riskCapitalCommission\n    expectedPayout {\n      unit\n      vector\n    }\n    expectedLoss\n    perUnitLoss\n    relativeStrike\n    rainfall {\n      minimum\n      average\n      maximum\n      unit\n    }\n    indexSummary {\n      minimum\n      average\n      maximum\n      unit\n    }\n    indexHistory {\n      year\n      vector\n    }\n    historicalRainfall {\n      year\n      vector\n    }\n    historicalPayout {\n      year\n      vector\n    }\n    payoutProfile {\n      index\n      payout\n    }\n    dataset {\n      dclimateId\n      type\n      title\n      origin\n      latestDate\n    }\n    dataOrigin\n    targetMatch {\n      requestedTrigger\n      matchedTrigger\n    }\n    explanation {\n      engineVersion\n      lookBackYears\n      yearsUsed\n      burnWeight\n      minimumApplied\n      fit\n      parameters\n      readFrom\n      readTo\n      cells {\n        row\n        col\n      }\n    }\n  }\n"): typeof import('./graphql').PricedQuoteFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PricingRequestFields on PricingRequest {\n    id\n    requestId\n    status\n    programName\n    sync\n    dataOrigin\n    createdAt\n    updatedAt\n    targetMatch {\n      requestedTrigger\n      matchedTrigger\n    }\n    error {\n      code\n      message\n    }\n    quotes {\n      ...PricedQuoteFields\n    }\n  }\n"): typeof import('./graphql').PricingRequestFieldsFragmentDoc;
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
export function graphql(source: "\n  query GetQuote($id: ID!) {\n    getQuote(id: $id) {\n      ...PricedQuoteFields\n    }\n  }\n"): typeof import('./graphql').GetQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetPricingRequest($id: ID!) {\n    getPricingRequest(id: $id) {\n      ...PricingRequestFields\n    }\n  }\n"): typeof import('./graphql').GetPricingRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IndexDataFields on IndexData {\n    average\n    min\n    max\n    result {\n      year\n      temp\n      value\n    }\n    unit\n    programName\n    policyYear\n    skippedYears {\n      year\n      reason\n      missingDays\n    }\n    dataset {\n      dclimateId\n      type\n      origin\n      latestDate\n    }\n    dataOrigin\n  }\n"): typeof import('./graphql').IndexDataFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetIndexDataV2($input: IndexDataInput, $type: String) {\n    getIndexDataV2(input: $input, type: $type) {\n      ...IndexDataFields\n    }\n  }\n"): typeof import('./graphql').GetIndexDataV2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetIndexData($input: IndexDataInput, $type: String) {\n    getIndexData(input: $input, type: $type) {\n      ...IndexDataFields\n    }\n  }\n"): typeof import('./graphql').GetIndexDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetDatasetMetaDataV4($dataset: String) {\n    getDatasetMetaDataV4(dataset: $dataset) {\n      id\n      properties {\n        title\n        provider\n        start_datetime\n        end_datetime\n        origin\n        ingestedCells\n        updated\n      }\n    }\n  }\n"): typeof import('./graphql').GetDatasetMetaDataV4Document;
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
