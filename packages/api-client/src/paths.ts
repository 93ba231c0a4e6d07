// Generated from /api/openapi.json by apps/api/scripts/api-types.ts; do not edit.
// apps/api/src/openapi/openapi.test.ts fails when it no longer matches the server.

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document */
        get: operations["getOpenapi.json"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document as a page to read */
        get: operations["getDocs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: 503 with problems when not ready */
        get: operations["getReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account; a code is e-mailed */
        post: operations["postAuthSignup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify the e-mail address with its code */
        post: operations["postAuthVerifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/resend-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a new verification code */
        post: operations["postAuthResendCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in: a Bearer token and the user */
        post: operations["postAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/request-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a code by SMS to log in or set a password; the same answer whether or not the number has an account, 503 where SMS are not sent */
        post: operations["postAuthRequestCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in with the mobile number and its SMS code: a Bearer token and the user */
        post: operations["postAuthLoginCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login-mobile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in with the mobile number and password: a Bearer token and the user */
        post: operations["postAuthLoginMobile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/set-password-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the account's password with an SMS code; ends its other sessions */
        post: operations["postAuthSetPasswordCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the session */
        post: operations["postAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["getAuthMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a password reset code */
        post: operations["postAuthForgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the reset code */
        post: operations["postAuthResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/accept-invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A counter account's first password, with the token from its invitation e-mail's link; verifies the e-mail */
        post: operations["postAuthAcceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password */
        post: operations["postAuthChangePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the account's language; sets the lang cookie, answers in it */
        put: operations["putAuthLanguage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Turn e-mail and SMS about applications and orders on or off (codes excepted) */
        put: operations["putAuthNotifications"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the name */
        patch: operations["patchAuthProfile"];
        trace?: never;
    };
    "/api/services/apply/pan-card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply: PAN Card */
        post: operations["postServicesApplyPanCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/apply/job-card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply: Job Card */
        post: operations["postServicesApplyJobCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/apply/itr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply: ITR */
        post: operations["postServicesApplyItr"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/apply/rtps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply: RTPS */
        post: operations["postServicesApplyRtps"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/citizens/{citizenId}/apply/pan-card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply for a citizen at the counter: PAN Card */
        post: operations["postAdminCitizensByCitizenIdApplyPanCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/citizens/{citizenId}/apply/job-card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply for a citizen at the counter: Job Card */
        post: operations["postAdminCitizensByCitizenIdApplyJobCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/citizens/{citizenId}/apply/itr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply for a citizen at the counter: ITR */
        post: operations["postAdminCitizensByCitizenIdApplyItr"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/citizens/{citizenId}/apply/rtps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply for a citizen at the counter: RTPS */
        post: operations["postAdminCitizensByCitizenIdApplyRtps"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/my-services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's applications, identity numbers masked */
        get: operations["getServicesMyServices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/service/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One application (its owner or an operator) */
        get: operations["getAdminServiceById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Withdraw every application that may be withdrawn */
        delete: operations["deleteServicesAll"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Withdraw a pending, unpaid application */
        delete: operations["deleteServicesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/{id}/acknowledgement.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An application's acknowledgement slip: reference, masked identity numbers, fee, promised date and a QR code of its tracking link, in the applicant’s language */
        get: operations["getServicesByIdAcknowledgement.pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/{serviceId}/documents/{docId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download an application's document */
        get: operations["getServicesByServiceIdDocumentsByDocIdDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalogue/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Application types with their fees */
        get: operations["getCatalogueServices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalogue/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products with their prices */
        get: operations["getCatalogueProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalogue/rtps-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** RTPS blocks and registration types */
        get: operations["getCatalogueRtpsOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Order a product: its slug and its form's fields and files */
        post: operations["postOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/citizens/{citizenId}/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Order a product for a citizen at the counter: the same body as their own order */
        post: operations["postAdminCitizensByCitizenIdOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/my-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's orders */
        get: operations["getOrdersMyOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order (its owner or an operator) */
        get: operations["getOrdersById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a pending order */
        post: operations["postOrdersByIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/files/{fileId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download an order's file */
        get: operations["getOrdersByIdFilesByFileIdDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message to the centre (5 per address per 10 minutes) */
        post: operations["postContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/document/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Keep a named photo and signature */
        post: operations["postDocumentCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's locker documents */
        get: operations["getDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/document/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One locker document */
        get: operations["getDocumentById"];
        put?: never;
        post?: never;
        /** Delete a locker document */
        delete: operations["deleteDocumentById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/document/{id}/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A locker document's photo */
        get: operations["getDocumentByIdPhoto"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/document/{id}/signature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A locker document's signature */
        get: operations["getDocumentByIdSignature"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/track": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An application's status story by its reference and the mobile number or e-mail on it, or the tracking code on its slip; no login. A wrong reference and a wrong mobile give the same 404. 10 lookups a minute per address and per reference. */
        get: operations["getTrack"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/service/{id}/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take an application's fee at the counter: cash, or UPI with its 12-digit UTR. Never more than is due; the receipt gets the next number of the financial year (SEVA/2026-27/000001) */
        post: operations["postAdminServiceByIdPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/{id}/reverse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reverse a recorded payment: a new entry of the opposite amount that names it, with the reason and its own receipt number. A payment is never edited or deleted */
        post: operations["postAdminPaymentsByIdReverse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/receipts/{id}.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A receipt as a PDF, for the citizen it belongs to and operators */
        get: operations["getReceiptsById.pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One India calendar day (today by default): applications and orders filed, payments and reversals with receipt numbers, totals by method and operator, the count still unpaid. `format=csv` answers text/csv, UTF-8 with a byte-order mark */
        get: operations["getAdminRegister"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything kept about the caller, as a ZIP: seva-my-data.json and their files (a few per hour) */
        get: operations["getMeExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Erase the caller's account (password again); payments and receipts are kept */
        post: operations["postMeErase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/citizens/{citizenId}/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Erase a citizen's account at the counter, confirmed by the operator */
        post: operations["postAdminCitizensByCitizenIdErase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/erasures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Accounts erased, newest first: who, by which door, when, what was removed and kept */
        get: operations["getAdminErasures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consent/notice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The privacy notice: its version, the retention days and whom to ask; signed in, whether the caller agreed to this version */
        get: operations["getConsentNotice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/retention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** How many days identity documents are kept after an application closes */
        put: operations["putAdminSettingsRetention"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/service/all-services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The queue of applications */
        get: operations["getAdminServiceAllServices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/service/by-type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The queue of one application type */
        get: operations["getAdminServiceByType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/service/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change an application's status */
        patch: operations["patchAdminServiceByIdStatus"];
        trace?: never;
    };
    "/api/admin/service/{id}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give an application to an operator (operatorId), or unassign it (null); 409 when another operator holds it */
        post: operations["postAdminServiceByIdAssign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/service/{id}/take-over": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take an application over from the operator holding it (from); 409 when someone else holds it by now */
        post: operations["postAdminServiceByIdTakeOver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/operators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The operators an application can be given to */
        get: operations["getAdminOperators"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/service/{id}/comment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Comment to the citizen */
        post: operations["postAdminServiceByIdComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/{id}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a result document, or a document a send-back asked for */
        post: operations["postServicesByIdDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Counts by status and type, recent applications */
        get: operations["getAdminOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/badges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Counts beside the sidebar: overdue applications, unpaid orders, unhandled messages */
        get: operations["getAdminBadges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Accounts */
        get: operations["getAdminUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change an account's role */
        patch: operations["patchAdminUsersByIdRole"];
        trace?: never;
    };
    "/api/admin/users/{id}/disabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Disable or enable an account */
        patch: operations["patchAdminUsersByIdDisabled"];
        trace?: never;
    };
    "/api/admin/citizens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find citizens at the counter by mobile number, e-mail, the start of a name, or the reference of one of their applications or orders (at most 20) */
        get: operations["getAdminCitizens"];
        put?: never;
        /** Register a walk-in citizen: name and mobile number, e-mail optional (then invited to set a password). A mobile or e-mail already on an account is refused with 409, its reason (MOBILE_TAKEN, EMAIL_TAKEN) and, when it is a citizen’s, that `citizen` */
        post: operations["postAdminCitizens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/citizens/{citizenId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A citizen at the counter with their applications and orders */
        get: operations["getAdminCitizensByCitizenId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Notifications sent in the last 24 hours, and those waiting or failed (never a message or a full recipient) */
        get: operations["getAdminOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/outbox/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a failed or waiting notification again now */
        post: operations["postAdminOutboxByIdRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products, RTPS lists and the storage quota */
        get: operations["getAdminSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/products/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a product's price or availability */
        put: operations["putAdminSettingsProductsBySlug"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/storage-quota": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Each citizen's storage space */
        put: operations["putAdminSettingsStorageQuota"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/fees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each application type's fee and working days, their latest changes, the centre */
        get: operations["getAdminSettingsFees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/fees/{serviceType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a type's government fee, service charge or working days (kept in an audit row); applications already filed keep their fee */
        put: operations["putAdminSettingsFeesByServiceType"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/centre": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The centre's name, address, phone, GSTIN and holidays (printed on slips) */
        put: operations["putAdminSettingsCentre"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/rtps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Add or change an RTPS block or registration type */
        put: operations["putAdminSettingsRtps"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The queue of orders */
        get: operations["getAdminOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change an order's status */
        patch: operations["patchAdminOrdersByIdStatus"];
        trace?: never;
    };
    "/api/admin/orders/{id}/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record an order's payment at the counter: cash, or UPI with its 12-digit UTR; answers the order and its receipt */
        post: operations["postAdminOrdersByIdPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contact messages */
        get: operations["getAdminMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Mark a message handled */
        patch: operations["patchAdminMessagesById"];
        trace?: never;
    };
    "/api/admin/service/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An internal note on an application (operators only; never shown to the citizen) */
        post: operations["postAdminServiceByIdNotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An internal note on an order (operators only; never shown to the citizen) */
        post: operations["postAdminOrdersByIdNotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ErrorResponse: {
            message: string;
            reason?: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "ok";
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    "getOpenapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        openapi: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getDocs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "ready";
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description See the summary */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "unavailable";
                        problems: string[];
                    } | {
                        message: string;
                        reason?: string;
                    };
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postAuthSignup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email: string;
                    mobile?: string;
                    password: string;
                    confirmPassword: string;
                    /**
                     * @description Required: `true` once the citizen has read the privacy notice (what is kept, why, for how long, who sees it, how to withdraw) and agrees to it.
                     * @constant
                     */
                    consent: true;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postAuthVerifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postAuthResendCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postAuthLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        user: {
                            _id: string;
                            name: string;
                            email: string | null;
                            /** @enum {string} */
                            role: "user" | "admin";
                            createdAt: string;
                            /** @enum {string} */
                            language?: "en" | "hi";
                            mobile?: string | null;
                            notifications?: {
                                email: boolean;
                                sms: boolean;
                            };
                        };
                        /** Format: date-time */
                        expiresAt: string;
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postAuthRequestCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mobile: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postAuthLoginCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mobile: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        user: {
                            _id: string;
                            name: string;
                            email: string | null;
                            /** @enum {string} */
                            role: "user" | "admin";
                            createdAt: string;
                            /** @enum {string} */
                            language?: "en" | "hi";
                            mobile?: string | null;
                            notifications?: {
                                email: boolean;
                                sms: boolean;
                            };
                        };
                        /** Format: date-time */
                        expiresAt: string;
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postAuthLoginMobile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mobile: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        user: {
                            _id: string;
                            name: string;
                            email: string | null;
                            /** @enum {string} */
                            role: "user" | "admin";
                            createdAt: string;
                            /** @enum {string} */
                            language?: "en" | "hi";
                            mobile?: string | null;
                            notifications?: {
                                email: boolean;
                                sms: boolean;
                            };
                        };
                        /** Format: date-time */
                        expiresAt: string;
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postAuthSetPasswordCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mobile: string;
                    code: string;
                    password: string;
                    confirmPassword: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postAuthLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getAuthMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            _id: string;
                            name: string;
                            email: string | null;
                            /** @enum {string} */
                            role: "user" | "admin";
                            createdAt: string;
                            /** @enum {string} */
                            language?: "en" | "hi";
                            mobile?: string | null;
                            notifications?: {
                                email: boolean;
                                sms: boolean;
                            };
                        };
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postAuthForgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postAuthResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    code: string;
                    password: string;
                    confirmPassword: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postAuthAcceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                    confirmPassword: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postAuthChangePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                    confirmPassword: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putAuthLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    language: "en" | "hi";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {string} */
                        language: "en" | "hi";
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putAuthNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: boolean;
                    sms: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        notifications: {
                            email: boolean;
                            sms: boolean;
                        };
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    patchAuthProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    mobile?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            _id: string;
                            name: string;
                            email: string | null;
                            /** @enum {string} */
                            role: "user" | "admin";
                            createdAt: string;
                            /** @enum {string} */
                            language?: "en" | "hi";
                            mobile?: string | null;
                            notifications?: {
                                email: boolean;
                                sms: boolean;
                            };
                        };
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postServicesApplyPanCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    fullName: string;
                    dateOfBirth: string;
                    fatherName: string;
                    mobileNumber: string;
                    aadharNumber: string;
                    address: string;
                    /**
                     * Format: binary
                     * @description JPEG, PNG; at most 5,242,880 bytes (5 MB). The content is checked, not the name or the declared type.
                     */
                    photo?: Blob;
                    /**
                     * Format: binary
                     * @description JPEG, PNG; at most 5,242,880 bytes (5 MB). The content is checked, not the name or the declared type.
                     */
                    signature?: Blob;
                    /**
                     * Format: binary
                     * @description JPEG, PNG, PDF; at most 5,242,880 bytes (5 MB). The content is checked, not the name or the declared type.
                     */
                    aadharFile: Blob;
                    /** @description `true` (in a multipart form the text `true`): the citizen agrees to the privacy notice now — at the counter, the operator confirms the citizen was told. Required for the citizen's first application under the current notice version, else the answer is 400. */
                    consent?: boolean;
                    /** @description The id of one of the citizen's locker documents whose photo to use instead of sending the file (then leave the file out) */
                    photoFromLocker?: string;
                    /** @description The id of one of the citizen's locker documents whose signature to use instead of sending the file (then leave the file out) */
                    signatureFromLocker?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        service: {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "PanCard";
                            specificService: {
                                fullName: string;
                                dateOfBirth: string;
                                fatherName: string;
                                mobileNumber: string;
                                aadharNumber: string;
                                address: string;
                                photoPath?: string;
                                signaturePath?: string;
                                aadharFilePath?: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        } | {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "RTPS";
                            specificService: {
                                block: string;
                                registrationType: string;
                                registrationNumber: string;
                                registrationId: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        } | {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "JobCard";
                            specificService: {
                                name: string;
                                fatherHusbandName: string;
                                aadharFilePath?: string;
                                passbookFilePath?: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        } | {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "ITR";
                            specificService: {
                                aadharCardNo: string;
                                panCardNo: string;
                                accountNo: string;
                                ifscCode: string;
                                aadharFile?: string;
                                panCardFile?: string;
                                passbookFile?: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        };
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A file or the form is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postServicesApplyJobCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    name: string;
                    fatherHusbandName: string;
                    /**
                     * Format: binary
                     * @description JPEG, PNG, PDF; at most 5,242,880 bytes (5 MB). The content is checked, not the name or the declared type.
                     */
                    aadharFile: Blob;
                    /**
                     * Format: binary
                     * @description JPEG, PNG, PDF; at most 5,242,880 bytes (5 MB). The content is checked, not the name or the declared type.
                     */
                    passbookFile: Blob;
                    /** @description `true` (in a multipart form the text `true`): the citizen agrees to the privacy notice now — at the counter, the operator confirms the citizen was told. Required for the citizen's first application under the current notice version, else the answer is 400. */
                    consent?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        service: {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "PanCard";
                            specificService: {
                                fullName: string;
                                dateOfBirth: string;
                                fatherName: string;
                                mobileNumber: string;
                                aadharNumber: string;
                                address: string;
                                photoPath?: string;
                                signaturePath?: string;
                                aadharFilePath?: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        } | {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "RTPS";
                            specificService: {
                                block: string;
                                registrationType: string;
                                registrationNumber: string;
                                registrationId: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        } | {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "JobCard";
                            specificService: {
                                name: string;
                                fatherHusbandName: string;
                                aadharFilePath?: string;
                                passbookFilePath?: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        } | {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "ITR";
                            specificService: {
                                aadharCardNo: string;
                                panCardNo: string;
                                accountNo: string;
                                ifscCode: string;
                                aadharFile?: string;
                                panCardFile?: string;
                                passbookFile?: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        };
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A file or the form is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postServicesApplyItr: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    aadharCardNo: string;
                    panCardNo: string;
                    accountNo: string;
                    ifscCode: string;
                    /**
                     * Format: binary
                     * @description JPEG, PNG, PDF; at most 5,242,880 bytes (5 MB). The content is checked, not the name or the declared type.
                     */
                    aadharFile: Blob;
                    /**
                     * Format: binary
                     * @description JPEG, PNG, PDF; at most 5,242,880 bytes (5 MB). The content is checked, not the name or the declared type.
                     */
                    panCardFile: Blob;
                    /**
                     * Format: binary
                     * @description JPEG, PNG, PDF; at most 5,242,880 bytes (5 MB). The content is checked, not the name or the declared type.
                     */
                    passbookFile: Blob;
                    /** @description `true` (in a multipart form the text `true`): the citizen agrees to the privacy notice now — at the counter, the operator confirms the citizen was told. Required for the citizen's first application under the current notice version, else the answer is 400. */
                    consent?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        service: {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "PanCard";
                            specificService: {
                                fullName: string;
                                dateOfBirth: string;
                                fatherName: string;
                                mobileNumber: string;
                                aadharNumber: string;
                                address: string;
                                photoPath?: string;
                                signaturePath?: string;
                                aadharFilePath?: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        } | {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "RTPS";
                            specificService: {
                                block: string;
                                registrationType: string;
                                registrationNumber: string;
                                registrationId: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        } | {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "JobCard";
                            specificService: {
                                name: string;
                                fatherHusbandName: string;
                                aadharFilePath?: string;
                                passbookFilePath?: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        } | {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "ITR";
                            specificService: {
                                aadharCardNo: string;
                                panCardNo: string;
                                accountNo: string;
                                ifscCode: string;
                                aadharFile?: string;
                                panCardFile?: string;
                                passbookFile?: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        };
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A file or the form is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postServicesApplyRtps: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    block: string;
                    registrationType: string;
                    registrationNumber: string;
                    /** @description `true` (in a multipart form the text `true`): the citizen agrees to the privacy notice now — at the counter, the operator confirms the citizen was told. Required for the citizen's first application under the current notice version, else the answer is 400. */
                    consent?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        service: {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "PanCard";
                            specificService: {
                                fullName: string;
                                dateOfBirth: string;
                                fatherName: string;
                                mobileNumber: string;
                                aadharNumber: string;
                                address: string;
                                photoPath?: string;
                                signaturePath?: string;
                                aadharFilePath?: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        } | {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "RTPS";
                            specificService: {
                                block: string;
                                registrationType: string;
                                registrationNumber: string;
                                registrationId: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        } | {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "JobCard";
                            specificService: {
                                name: string;
                                fatherHusbandName: string;
                                aadharFilePath?: string;
                                passbookFilePath?: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        } | {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "ITR";
                            specificService: {
                                aadharCardNo: string;
                                panCardNo: string;
                                accountNo: string;
                                ifscCode: string;
                                aadharFile?: string;
                                panCardFile?: string;
                                passbookFile?: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        };
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postAdminCitizensByCitizenIdApplyPanCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                citizenId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    fullName: string;
                    dateOfBirth: string;
                    fatherName: string;
                    mobileNumber: string;
                    aadharNumber: string;
                    address: string;
                    /**
                     * Format: binary
                     * @description JPEG, PNG; at most 5,242,880 bytes (5 MB). The content is checked, not the name or the declared type.
                     */
                    photo?: Blob;
                    /**
                     * Format: binary
                     * @description JPEG, PNG; at most 5,242,880 bytes (5 MB). The content is checked, not the name or the declared type.
                     */
                    signature?: Blob;
                    /**
                     * Format: binary
                     * @description JPEG, PNG, PDF; at most 5,242,880 bytes (5 MB). The content is checked, not the name or the declared type.
                     */
                    aadharFile: Blob;
                    /** @description `true` (in a multipart form the text `true`): the citizen agrees to the privacy notice now — at the counter, the operator confirms the citizen was told. Required for the citizen's first application under the current notice version, else the answer is 400. */
                    consent?: boolean;
                    /** @description The id of one of the citizen's locker documents whose photo to use instead of sending the file (then leave the file out) */
                    photoFromLocker?: string;
                    /** @description The id of one of the citizen's locker documents whose signature to use instead of sending the file (then leave the file out) */
                    signatureFromLocker?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        service: {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "PanCard";
                            specificService: {
                                fullName: string;
                                dateOfBirth: string;
                                fatherName: string;
                                mobileNumber: string;
                                aadharNumber: string;
                                address: string;
                                photoPath?: string;
                                signaturePath?: string;
                                aadharFilePath?: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        } | {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "RTPS";
                            specificService: {
                                block: string;
                                registrationType: string;
                                registrationNumber: string;
                                registrationId: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        } | {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "JobCard";
                            specificService: {
                                name: string;
                                fatherHusbandName: string;
                                aadharFilePath?: string;
                                passbookFilePath?: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        } | {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "ITR";
                            specificService: {
                                aadharCardNo: string;
                                panCardNo: string;
                                accountNo: string;
                                ifscCode: string;
                                aadharFile?: string;
                                panCardFile?: string;
                                passbookFile?: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        };
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A file or the form is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postAdminCitizensByCitizenIdApplyJobCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                citizenId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    name: string;
                    fatherHusbandName: string;
                    /**
                     * Format: binary
                     * @description JPEG, PNG, PDF; at most 5,242,880 bytes (5 MB). The content is checked, not the name or the declared type.
                     */
                    aadharFile: Blob;
                    /**
                     * Format: binary
                     * @description JPEG, PNG, PDF; at most 5,242,880 bytes (5 MB). The content is checked, not the name or the declared type.
                     */
                    passbookFile: Blob;
                    /** @description `true` (in a multipart form the text `true`): the citizen agrees to the privacy notice now — at the counter, the operator confirms the citizen was told. Required for the citizen's first application under the current notice version, else the answer is 400. */
                    consent?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        service: {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "PanCard";
                            specificService: {
                                fullName: string;
                                dateOfBirth: string;
                                fatherName: string;
                                mobileNumber: string;
                                aadharNumber: string;
                                address: string;
                                photoPath?: string;
                                signaturePath?: string;
                                aadharFilePath?: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        } | {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "RTPS";
                            specificService: {
                                block: string;
                                registrationType: string;
                                registrationNumber: string;
                                registrationId: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        } | {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "JobCard";
                            specificService: {
                                name: string;
                                fatherHusbandName: string;
                                aadharFilePath?: string;
                                passbookFilePath?: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        } | {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "ITR";
                            specificService: {
                                aadharCardNo: string;
                                panCardNo: string;
                                accountNo: string;
                                ifscCode: string;
                                aadharFile?: string;
                                panCardFile?: string;
                                passbookFile?: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        };
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A file or the form is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postAdminCitizensByCitizenIdApplyItr: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                citizenId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    aadharCardNo: string;
                    panCardNo: string;
                    accountNo: string;
                    ifscCode: string;
                    /**
                     * Format: binary
                     * @description JPEG, PNG, PDF; at most 5,242,880 bytes (5 MB). The content is checked, not the name or the declared type.
                     */
                    aadharFile: Blob;
                    /**
                     * Format: binary
                     * @description JPEG, PNG, PDF; at most 5,242,880 bytes (5 MB). The content is checked, not the name or the declared type.
                     */
                    panCardFile: Blob;
                    /**
                     * Format: binary
                     * @description JPEG, PNG, PDF; at most 5,242,880 bytes (5 MB). The content is checked, not the name or the declared type.
                     */
                    passbookFile: Blob;
                    /** @description `true` (in a multipart form the text `true`): the citizen agrees to the privacy notice now — at the counter, the operator confirms the citizen was told. Required for the citizen's first application under the current notice version, else the answer is 400. */
                    consent?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        service: {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "PanCard";
                            specificService: {
                                fullName: string;
                                dateOfBirth: string;
                                fatherName: string;
                                mobileNumber: string;
                                aadharNumber: string;
                                address: string;
                                photoPath?: string;
                                signaturePath?: string;
                                aadharFilePath?: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        } | {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "RTPS";
                            specificService: {
                                block: string;
                                registrationType: string;
                                registrationNumber: string;
                                registrationId: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        } | {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "JobCard";
                            specificService: {
                                name: string;
                                fatherHusbandName: string;
                                aadharFilePath?: string;
                                passbookFilePath?: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        } | {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "ITR";
                            specificService: {
                                aadharCardNo: string;
                                panCardNo: string;
                                accountNo: string;
                                ifscCode: string;
                                aadharFile?: string;
                                panCardFile?: string;
                                passbookFile?: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        };
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A file or the form is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postAdminCitizensByCitizenIdApplyRtps: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                citizenId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    block: string;
                    registrationType: string;
                    registrationNumber: string;
                    /** @description `true` (in a multipart form the text `true`): the citizen agrees to the privacy notice now — at the counter, the operator confirms the citizen was told. Required for the citizen's first application under the current notice version, else the answer is 400. */
                    consent?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        service: {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "PanCard";
                            specificService: {
                                fullName: string;
                                dateOfBirth: string;
                                fatherName: string;
                                mobileNumber: string;
                                aadharNumber: string;
                                address: string;
                                photoPath?: string;
                                signaturePath?: string;
                                aadharFilePath?: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        } | {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "RTPS";
                            specificService: {
                                block: string;
                                registrationType: string;
                                registrationNumber: string;
                                registrationId: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        } | {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "JobCard";
                            specificService: {
                                name: string;
                                fatherHusbandName: string;
                                aadharFilePath?: string;
                                passbookFilePath?: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        } | {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "ITR";
                            specificService: {
                                aadharCardNo: string;
                                panCardNo: string;
                                accountNo: string;
                                ifscCode: string;
                                aadharFile?: string;
                                panCardFile?: string;
                                passbookFile?: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        };
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getServicesMyServices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        _id: string;
                        referenceNumber: string;
                        /** @enum {string} */
                        status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                        applicantName: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        comments: {
                            _id: string;
                            text: string;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        /** @constant */
                        serviceType: "PanCard";
                        specificService: {
                            fullName: string;
                            aadharNumber: string;
                        };
                    } | {
                        _id: string;
                        referenceNumber: string;
                        /** @enum {string} */
                        status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                        applicantName: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        comments: {
                            _id: string;
                            text: string;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        /** @constant */
                        serviceType: "RTPS";
                        specificService: {
                            block: string;
                            registrationType: string;
                            registrationNumber: string;
                            registrationId: string;
                        };
                    } | {
                        _id: string;
                        referenceNumber: string;
                        /** @enum {string} */
                        status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                        applicantName: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        comments: {
                            _id: string;
                            text: string;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        /** @constant */
                        serviceType: "JobCard";
                        specificService: {
                            name: string;
                            fullName: string;
                            fatherHusbandName: string;
                        };
                    } | {
                        _id: string;
                        referenceNumber: string;
                        /** @enum {string} */
                        status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                        applicantName: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        comments: {
                            _id: string;
                            text: string;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        /** @constant */
                        serviceType: "ITR";
                        specificService: {
                            aadharCardNo: string;
                            panCardNo: string;
                            accountNo: string;
                        };
                    })[];
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getAdminServiceById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        referenceNumber: string;
                        /** @enum {string} */
                        status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        user: {
                            _id: string;
                            name: string;
                            email: string | null;
                            mobile: string | null;
                        };
                        documents: {
                            _id: string;
                            documentType: string;
                            originalName: string;
                            contentType: string;
                            size: number;
                            /** Format: date-time */
                            createdAt: string;
                            path: string;
                            replacedAt: string | null;
                            requestedAs: string | null;
                        }[];
                        comments: {
                            _id: string;
                            text: string;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        statusHistory: {
                            _id: string;
                            fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                            /** @enum {string} */
                            toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            changedBy: string | null;
                            reason: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        requestedDocuments: {
                            key: string;
                            label: string;
                            received: boolean;
                        }[];
                        fee: {
                            governmentFee: number;
                            serviceCharge: number;
                            total: number;
                        };
                        promisedBy: string;
                        trackingCode: string;
                        assignedTo?: {
                            _id: string;
                            name: string;
                            /** Format: date-time */
                            at: string;
                        } | null;
                        internalNotes?: {
                            _id: string;
                            text: string;
                            author: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        paid: boolean;
                        receipts: {
                            _id: string;
                            number: string;
                            amount: number;
                            /** @enum {string} */
                            method: "cash" | "upi";
                            utr: string | null;
                            reverses: string | null;
                            reason: string | null;
                            createdAt: string;
                            path: string;
                        }[];
                        filedAtCounter: {
                            by: string | null;
                        } | null;
                        retention: {
                            purgeAt: string | null;
                            purgedAt: string | null;
                        };
                        timeline: ({
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "filed";
                            atCounter: boolean;
                        } | {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "status_changed";
                            from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                            /** @enum {string} */
                            to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            reason: string | null;
                        } | {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "sent_back";
                            from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                            reason: string | null;
                            documents: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                        } | {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "comment";
                            text: string;
                        } | {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "document_added";
                            documentType: string;
                            attachmentId: string;
                            path: string;
                            result: boolean;
                            replacedAt: string | null;
                            replaces: {
                                attachmentId: string;
                                path: string;
                            } | null;
                        } | {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "documents_received";
                        } | {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "returned";
                        } | {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "payment";
                            receiptNumber: string;
                            amount: number;
                            /** @enum {string} */
                            method: "cash" | "upi";
                            reverses: string | null;
                            reason: string | null;
                        } | {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "assignment";
                            /** @enum {string} */
                            change: "assigned" | "unassigned" | "taken_over";
                            operator: string | null;
                        } | {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "note";
                            text: string;
                        } | {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "identity_access";
                            /** @enum {string} */
                            subject: "document" | "identity_numbers";
                            documentType: string | null;
                            attachmentId: string | null;
                            /** @enum {string} */
                            action: "view" | "download";
                        })[];
                        /** @constant */
                        serviceType: "PanCard";
                        specificService: {
                            fullName: string;
                            dateOfBirth: string;
                            fatherName: string;
                            mobileNumber: string;
                            aadharNumber: string;
                            address: string;
                            photoPath?: string;
                            signaturePath?: string;
                            aadharFilePath?: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    } | {
                        _id: string;
                        referenceNumber: string;
                        /** @enum {string} */
                        status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        user: {
                            _id: string;
                            name: string;
                            email: string | null;
                            mobile: string | null;
                        };
                        documents: {
                            _id: string;
                            documentType: string;
                            originalName: string;
                            contentType: string;
                            size: number;
                            /** Format: date-time */
                            createdAt: string;
                            path: string;
                            replacedAt: string | null;
                            requestedAs: string | null;
                        }[];
                        comments: {
                            _id: string;
                            text: string;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        statusHistory: {
                            _id: string;
                            fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                            /** @enum {string} */
                            toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            changedBy: string | null;
                            reason: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        requestedDocuments: {
                            key: string;
                            label: string;
                            received: boolean;
                        }[];
                        fee: {
                            governmentFee: number;
                            serviceCharge: number;
                            total: number;
                        };
                        promisedBy: string;
                        trackingCode: string;
                        assignedTo?: {
                            _id: string;
                            name: string;
                            /** Format: date-time */
                            at: string;
                        } | null;
                        internalNotes?: {
                            _id: string;
                            text: string;
                            author: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        paid: boolean;
                        receipts: {
                            _id: string;
                            number: string;
                            amount: number;
                            /** @enum {string} */
                            method: "cash" | "upi";
                            utr: string | null;
                            reverses: string | null;
                            reason: string | null;
                            createdAt: string;
                            path: string;
                        }[];
                        filedAtCounter: {
                            by: string | null;
                        } | null;
                        retention: {
                            purgeAt: string | null;
                            purgedAt: string | null;
                        };
                        timeline: ({
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "filed";
                            atCounter: boolean;
                        } | {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "status_changed";
                            from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                            /** @enum {string} */
                            to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            reason: string | null;
                        } | {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "sent_back";
                            from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                            reason: string | null;
                            documents: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                        } | {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "comment";
                            text: string;
                        } | {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "document_added";
                            documentType: string;
                            attachmentId: string;
                            path: string;
                            result: boolean;
                            replacedAt: string | null;
                            replaces: {
                                attachmentId: string;
                                path: string;
                            } | null;
                        } | {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "documents_received";
                        } | {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "returned";
                        } | {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "payment";
                            receiptNumber: string;
                            amount: number;
                            /** @enum {string} */
                            method: "cash" | "upi";
                            reverses: string | null;
                            reason: string | null;
                        } | {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "assignment";
                            /** @enum {string} */
                            change: "assigned" | "unassigned" | "taken_over";
                            operator: string | null;
                        } | {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "note";
                            text: string;
                        } | {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "identity_access";
                            /** @enum {string} */
                            subject: "document" | "identity_numbers";
                            documentType: string | null;
                            attachmentId: string | null;
                            /** @enum {string} */
                            action: "view" | "download";
                        })[];
                        /** @constant */
                        serviceType: "RTPS";
                        specificService: {
                            block: string;
                            registrationType: string;
                            registrationNumber: string;
                            registrationId: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    } | {
                        _id: string;
                        referenceNumber: string;
                        /** @enum {string} */
                        status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        user: {
                            _id: string;
                            name: string;
                            email: string | null;
                            mobile: string | null;
                        };
                        documents: {
                            _id: string;
                            documentType: string;
                            originalName: string;
                            contentType: string;
                            size: number;
                            /** Format: date-time */
                            createdAt: string;
                            path: string;
                            replacedAt: string | null;
                            requestedAs: string | null;
                        }[];
                        comments: {
                            _id: string;
                            text: string;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        statusHistory: {
                            _id: string;
                            fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                            /** @enum {string} */
                            toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            changedBy: string | null;
                            reason: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        requestedDocuments: {
                            key: string;
                            label: string;
                            received: boolean;
                        }[];
                        fee: {
                            governmentFee: number;
                            serviceCharge: number;
                            total: number;
                        };
                        promisedBy: string;
                        trackingCode: string;
                        assignedTo?: {
                            _id: string;
                            name: string;
                            /** Format: date-time */
                            at: string;
                        } | null;
                        internalNotes?: {
                            _id: string;
                            text: string;
                            author: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        paid: boolean;
                        receipts: {
                            _id: string;
                            number: string;
                            amount: number;
                            /** @enum {string} */
                            method: "cash" | "upi";
                            utr: string | null;
                            reverses: string | null;
                            reason: string | null;
                            createdAt: string;
                            path: string;
                        }[];
                        filedAtCounter: {
                            by: string | null;
                        } | null;
                        retention: {
                            purgeAt: string | null;
                            purgedAt: string | null;
                        };
                        timeline: ({
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "filed";
                            atCounter: boolean;
                        } | {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "status_changed";
                            from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                            /** @enum {string} */
                            to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            reason: string | null;
                        } | {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "sent_back";
                            from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                            reason: string | null;
                            documents: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                        } | {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "comment";
                            text: string;
                        } | {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "document_added";
                            documentType: string;
                            attachmentId: string;
                            path: string;
                            result: boolean;
                            replacedAt: string | null;
                            replaces: {
                                attachmentId: string;
                                path: string;
                            } | null;
                        } | {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "documents_received";
                        } | {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "returned";
                        } | {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "payment";
                            receiptNumber: string;
                            amount: number;
                            /** @enum {string} */
                            method: "cash" | "upi";
                            reverses: string | null;
                            reason: string | null;
                        } | {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "assignment";
                            /** @enum {string} */
                            change: "assigned" | "unassigned" | "taken_over";
                            operator: string | null;
                        } | {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "note";
                            text: string;
                        } | {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "identity_access";
                            /** @enum {string} */
                            subject: "document" | "identity_numbers";
                            documentType: string | null;
                            attachmentId: string | null;
                            /** @enum {string} */
                            action: "view" | "download";
                        })[];
                        /** @constant */
                        serviceType: "JobCard";
                        specificService: {
                            name: string;
                            fatherHusbandName: string;
                            aadharFilePath?: string;
                            passbookFilePath?: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    } | {
                        _id: string;
                        referenceNumber: string;
                        /** @enum {string} */
                        status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        user: {
                            _id: string;
                            name: string;
                            email: string | null;
                            mobile: string | null;
                        };
                        documents: {
                            _id: string;
                            documentType: string;
                            originalName: string;
                            contentType: string;
                            size: number;
                            /** Format: date-time */
                            createdAt: string;
                            path: string;
                            replacedAt: string | null;
                            requestedAs: string | null;
                        }[];
                        comments: {
                            _id: string;
                            text: string;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        statusHistory: {
                            _id: string;
                            fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                            /** @enum {string} */
                            toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            changedBy: string | null;
                            reason: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        requestedDocuments: {
                            key: string;
                            label: string;
                            received: boolean;
                        }[];
                        fee: {
                            governmentFee: number;
                            serviceCharge: number;
                            total: number;
                        };
                        promisedBy: string;
                        trackingCode: string;
                        assignedTo?: {
                            _id: string;
                            name: string;
                            /** Format: date-time */
                            at: string;
                        } | null;
                        internalNotes?: {
                            _id: string;
                            text: string;
                            author: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        paid: boolean;
                        receipts: {
                            _id: string;
                            number: string;
                            amount: number;
                            /** @enum {string} */
                            method: "cash" | "upi";
                            utr: string | null;
                            reverses: string | null;
                            reason: string | null;
                            createdAt: string;
                            path: string;
                        }[];
                        filedAtCounter: {
                            by: string | null;
                        } | null;
                        retention: {
                            purgeAt: string | null;
                            purgedAt: string | null;
                        };
                        timeline: ({
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "filed";
                            atCounter: boolean;
                        } | {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "status_changed";
                            from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                            /** @enum {string} */
                            to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            reason: string | null;
                        } | {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "sent_back";
                            from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                            reason: string | null;
                            documents: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                        } | {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "comment";
                            text: string;
                        } | {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "document_added";
                            documentType: string;
                            attachmentId: string;
                            path: string;
                            result: boolean;
                            replacedAt: string | null;
                            replaces: {
                                attachmentId: string;
                                path: string;
                            } | null;
                        } | {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "documents_received";
                        } | {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "returned";
                        } | {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "payment";
                            receiptNumber: string;
                            amount: number;
                            /** @enum {string} */
                            method: "cash" | "upi";
                            reverses: string | null;
                            reason: string | null;
                        } | {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "assignment";
                            /** @enum {string} */
                            change: "assigned" | "unassigned" | "taken_over";
                            operator: string | null;
                        } | {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "note";
                            text: string;
                        } | {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            by: string | null;
                            /** @constant */
                            type: "identity_access";
                            /** @enum {string} */
                            subject: "document" | "identity_numbers";
                            documentType: string | null;
                            attachmentId: string | null;
                            /** @enum {string} */
                            action: "view" | "download";
                        })[];
                        /** @constant */
                        serviceType: "ITR";
                        specificService: {
                            aadharCardNo: string;
                            panCardNo: string;
                            accountNo: string;
                            ifscCode: string;
                            aadharFile?: string;
                            panCardFile?: string;
                            passbookFile?: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteServicesAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        deleted: number;
                        kept: number;
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteServicesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    "getServicesByIdAcknowledgement.pdf": {
        parameters: {
            query?: {
                inline?: "1";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A PDF made on request: one A4 page, fonts embedded, never cached */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getServicesByServiceIdDocumentsByDocIdDownload: {
        parameters: {
            query?: {
                inline?: "1";
            };
            header?: never;
            path: {
                serviceId: string;
                docId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, with Content-Disposition, ETag and Range support */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": Blob;
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getCatalogueServices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            slug: string;
                            /** @enum {string} */
                            serviceType: "PanCard" | "RTPS" | "JobCard" | "ITR";
                            title: string;
                            description: string;
                            price: number;
                            governmentFee: number;
                            serviceCharge: number;
                            days: number;
                            unit: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getCatalogueProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            slug: string;
                            title: string;
                            description: string;
                            price: number;
                            unit: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getCatalogueRtpsOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        blocks: {
                            code: string;
                            name: string;
                        }[];
                        registrationTypes: {
                            code: string;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @enum {string} */
                    product: "aadhar-card" | "voter-id" | "eshare-card" | "ayushman-card" | "pan-card-pvc" | "a4-paper" | "photo-paper" | "laminated-pouch" | "laminated-aadhar";
                    /**
                     * Format: binary
                     * @description JPEG, PNG, PDF; at most 5,242,880 bytes (5 MB). The content is checked, not the name or the declared type.
                     */
                    document?: Blob;
                    /**
                     * Format: binary
                     * @description JPEG, PNG, PDF; at most 5,242,880 bytes (5 MB). The content is checked, not the name or the declared type.
                     */
                    aadhaarDoc?: Blob;
                    /**
                     * Format: binary
                     * @description JPEG, PNG, PDF; at most 5,242,880 bytes (5 MB). The content is checked, not the name or the declared type.
                     */
                    photo?: Blob;
                    /**
                     * Format: binary
                     * @description JPEG, PNG, PDF; at most 5,242,880 bytes (5 MB). The content is checked, not the name or the declared type.
                     */
                    panFile?: Blob;
                    /**
                     * Format: binary
                     * @description JPEG, PNG, PDF; at most 5,242,880 bytes (5 MB). The content is checked, not the name or the declared type.
                     */
                    aadharFile?: Blob;
                } & {
                    [key: string]: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        order: {
                            _id: string;
                            reference: string;
                            product: {
                                /** @enum {string} */
                                slug: "aadhar-card" | "voter-id" | "eshare-card" | "ayushman-card" | "pan-card-pvc" | "a4-paper" | "photo-paper" | "laminated-pouch" | "laminated-aadhar" | "pan-card";
                                title: string;
                                unit: string;
                            };
                            quantity: number;
                            unitPrice: number;
                            amount: number;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "completed" | "cancelled";
                            paid: boolean;
                            payment: {
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                /** Format: date-time */
                                at: string;
                            } | null;
                            applicantName: string;
                            details: {
                                [key: string]: string | number;
                            };
                            files: {
                                _id: string;
                                field: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                            }[];
                            history: {
                                from: ("pending" | "in_progress" | "completed" | "cancelled") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "completed" | "cancelled";
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                            }[];
                            user?: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            identityAccess?: {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            }[];
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A file or the form is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postAdminCitizensByCitizenIdOrders: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                citizenId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @enum {string} */
                    product: "aadhar-card" | "voter-id" | "eshare-card" | "ayushman-card" | "pan-card-pvc" | "a4-paper" | "photo-paper" | "laminated-pouch" | "laminated-aadhar";
                    /**
                     * Format: binary
                     * @description JPEG, PNG, PDF; at most 5,242,880 bytes (5 MB). The content is checked, not the name or the declared type.
                     */
                    document?: Blob;
                    /**
                     * Format: binary
                     * @description JPEG, PNG, PDF; at most 5,242,880 bytes (5 MB). The content is checked, not the name or the declared type.
                     */
                    aadhaarDoc?: Blob;
                    /**
                     * Format: binary
                     * @description JPEG, PNG, PDF; at most 5,242,880 bytes (5 MB). The content is checked, not the name or the declared type.
                     */
                    photo?: Blob;
                    /**
                     * Format: binary
                     * @description JPEG, PNG, PDF; at most 5,242,880 bytes (5 MB). The content is checked, not the name or the declared type.
                     */
                    panFile?: Blob;
                    /**
                     * Format: binary
                     * @description JPEG, PNG, PDF; at most 5,242,880 bytes (5 MB). The content is checked, not the name or the declared type.
                     */
                    aadharFile?: Blob;
                } & {
                    [key: string]: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        order: {
                            _id: string;
                            reference: string;
                            product: {
                                /** @enum {string} */
                                slug: "aadhar-card" | "voter-id" | "eshare-card" | "ayushman-card" | "pan-card-pvc" | "a4-paper" | "photo-paper" | "laminated-pouch" | "laminated-aadhar" | "pan-card";
                                title: string;
                                unit: string;
                            };
                            quantity: number;
                            unitPrice: number;
                            amount: number;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "completed" | "cancelled";
                            paid: boolean;
                            payment: {
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                /** Format: date-time */
                                at: string;
                            } | null;
                            applicantName: string;
                            details: {
                                [key: string]: string | number;
                            };
                            files: {
                                _id: string;
                                field: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                            }[];
                            history: {
                                from: ("pending" | "in_progress" | "completed" | "cancelled") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "completed" | "cancelled";
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                            }[];
                            user?: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            identityAccess?: {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            }[];
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A file or the form is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getOrdersMyOrders: {
        parameters: {
            query?: {
                status?: "pending" | "in_progress" | "completed" | "cancelled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            reference: string;
                            product: {
                                /** @enum {string} */
                                slug: "aadhar-card" | "voter-id" | "eshare-card" | "ayushman-card" | "pan-card-pvc" | "a4-paper" | "photo-paper" | "laminated-pouch" | "laminated-aadhar" | "pan-card";
                                title: string;
                                unit: string;
                            };
                            quantity: number;
                            unitPrice: number;
                            amount: number;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "completed" | "cancelled";
                            paid: boolean;
                            payment: {
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                /** Format: date-time */
                                at: string;
                            } | null;
                            applicantName: string;
                            details: {
                                [key: string]: string | number;
                            };
                            files: {
                                _id: string;
                                field: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                            }[];
                            history: {
                                from: ("pending" | "in_progress" | "completed" | "cancelled") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "completed" | "cancelled";
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                            }[];
                            user?: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            identityAccess?: {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            }[];
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getOrdersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            reference: string;
                            product: {
                                /** @enum {string} */
                                slug: "aadhar-card" | "voter-id" | "eshare-card" | "ayushman-card" | "pan-card-pvc" | "a4-paper" | "photo-paper" | "laminated-pouch" | "laminated-aadhar" | "pan-card";
                                title: string;
                                unit: string;
                            };
                            quantity: number;
                            unitPrice: number;
                            amount: number;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "completed" | "cancelled";
                            paid: boolean;
                            payment: {
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                /** Format: date-time */
                                at: string;
                            } | null;
                            applicantName: string;
                            details: {
                                [key: string]: string | number;
                            };
                            files: {
                                _id: string;
                                field: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                            }[];
                            history: {
                                from: ("pending" | "in_progress" | "completed" | "cancelled") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "completed" | "cancelled";
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                            }[];
                            user?: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            identityAccess?: {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            }[];
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postOrdersByIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        order: {
                            _id: string;
                            reference: string;
                            product: {
                                /** @enum {string} */
                                slug: "aadhar-card" | "voter-id" | "eshare-card" | "ayushman-card" | "pan-card-pvc" | "a4-paper" | "photo-paper" | "laminated-pouch" | "laminated-aadhar" | "pan-card";
                                title: string;
                                unit: string;
                            };
                            quantity: number;
                            unitPrice: number;
                            amount: number;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "completed" | "cancelled";
                            paid: boolean;
                            payment: {
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                /** Format: date-time */
                                at: string;
                            } | null;
                            applicantName: string;
                            details: {
                                [key: string]: string | number;
                            };
                            files: {
                                _id: string;
                                field: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                            }[];
                            history: {
                                from: ("pending" | "in_progress" | "completed" | "cancelled") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "completed" | "cancelled";
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                            }[];
                            user?: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            identityAccess?: {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            }[];
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getOrdersByIdFilesByFileIdDownload: {
        parameters: {
            query?: {
                inline?: "1";
            };
            header?: never;
            path: {
                id: string;
                fileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, with Content-Disposition, ETag and Range support */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": Blob;
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email: string;
                    message: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postDocumentCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    name: string;
                    /**
                     * Format: binary
                     * @description JPEG, PNG, WebP; at most 5,242,880 bytes (5 MB). The content is checked, not the name or the declared type.
                     */
                    photo: Blob;
                    /**
                     * Format: binary
                     * @description JPEG, PNG, WebP; at most 5,242,880 bytes (5 MB). The content is checked, not the name or the declared type.
                     */
                    signature: Blob;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            _id: string;
                            name: string;
                            photoPath: string;
                            signaturePath: string;
                            photoOriginalName: string;
                            signatureOriginalName: string;
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A file or the form is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            name: string;
                            photoPath: string;
                            signaturePath: string;
                            photoOriginalName: string;
                            signatureOriginalName: string;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getDocumentById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            name: string;
                            photoPath: string;
                            signaturePath: string;
                            photoOriginalName: string;
                            signatureOriginalName: string;
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteDocumentById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getDocumentByIdPhoto: {
        parameters: {
            query?: {
                inline?: "1";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, with Content-Disposition, ETag and Range support */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": Blob;
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getDocumentByIdSignature: {
        parameters: {
            query?: {
                inline?: "1";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, with Content-Disposition, ETag and Range support */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": Blob;
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getTrack: {
        parameters: {
            query: {
                reference: string;
                mobile?: string;
                email?: string;
                code?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reference: string;
                        /** @enum {string} */
                        serviceType: "PanCard" | "RTPS" | "JobCard" | "ITR";
                        /** @enum {string} */
                        status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                        applicant: string;
                        filedAt: string;
                        promisedBy: string;
                        history: {
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            at: string;
                        }[];
                        /** @enum {string} */
                        nextStep: "wait" | "bring" | "collect" | "contact";
                        bring: string[];
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postAdminServiceByIdPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    /** @enum {string} */
                    method: "cash" | "upi";
                    utr?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        receipt: {
                            _id: string;
                            number: string;
                            amount: number;
                            /** @enum {string} */
                            method: "cash" | "upi";
                            utr: string | null;
                            reverses: string | null;
                            reason: string | null;
                            createdAt: string;
                            path: string;
                        };
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postAdminPaymentsByIdReverse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        receipt: {
                            _id: string;
                            number: string;
                            amount: number;
                            /** @enum {string} */
                            method: "cash" | "upi";
                            utr: string | null;
                            reverses: string | null;
                            reason: string | null;
                            createdAt: string;
                            path: string;
                        };
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    "getReceiptsById.pdf": {
        parameters: {
            query?: {
                inline?: "1";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A PDF made on request: one A4 page, fonts embedded, never cached */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getAdminRegister: {
        parameters: {
            query?: {
                date?: string;
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        date: string;
                        filed: {
                            /** @enum {string} */
                            kind: "application" | "order";
                            reference: string;
                            serviceType: ("PanCard" | "RTPS" | "JobCard" | "ITR") | null;
                            product: string | null;
                            citizen: string;
                            at: string;
                            /** @enum {string} */
                            via: "counter" | "online";
                            filedBy: string | null;
                            amount: number;
                            paid: boolean;
                        }[];
                        payments: {
                            number: string;
                            at: string;
                            reference: string;
                            amount: number;
                            /** @enum {string} */
                            method: "cash" | "upi";
                            utr: string | null;
                            reverses: string | null;
                            reason: string | null;
                            operator: string | null;
                        }[];
                        totals: {
                            cash: number;
                            upi: number;
                            total: number;
                        };
                        byOperator: {
                            cash: number;
                            upi: number;
                            total: number;
                            operator: string;
                        }[];
                        unpaid: number;
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getMeExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, with Content-Disposition, ETag and Range support */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": Blob;
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postMeErase: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        erasure: {
                            id: string;
                            citizenId: string | null;
                            /** @enum {string} */
                            door: "self" | "counter";
                            erasedBy: string | null;
                            applicationsRemoved: number;
                            ordersRemoved: number;
                            keptForAccounts: number;
                            lockerDocuments: number;
                            filesDeleted: number;
                            filesFailed: number;
                            requestedAt: string;
                            completedAt: string | null;
                        };
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postAdminCitizensByCitizenIdErase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                citizenId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    confirm: true;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        erasure: {
                            id: string;
                            citizenId: string | null;
                            /** @enum {string} */
                            door: "self" | "counter";
                            erasedBy: string | null;
                            applicationsRemoved: number;
                            ordersRemoved: number;
                            keptForAccounts: number;
                            lockerDocuments: number;
                            filesDeleted: number;
                            filesFailed: number;
                            requestedAt: string;
                            completedAt: string | null;
                        };
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getAdminErasures: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            citizenId: string | null;
                            /** @enum {string} */
                            door: "self" | "counter";
                            erasedBy: string | null;
                            applicationsRemoved: number;
                            ordersRemoved: number;
                            keptForAccounts: number;
                            lockerDocuments: number;
                            filesDeleted: number;
                            filesFailed: number;
                            requestedAt: string;
                            completedAt: string | null;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getConsentNotice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: number;
                        retentionDays: number;
                        centre: {
                            name: string;
                            phone: string;
                            address: string;
                        };
                        given: {
                            account: boolean;
                            application: boolean;
                        } | null;
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putAdminSettingsRetention: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    retentionDays: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        retentionDays: number;
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getAdminServiceAllServices: {
        parameters: {
            query?: {
                type?: "PanCard" | "RTPS" | "JobCard" | "ITR";
                status?: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                search?: string;
                due?: "overdue" | "soon";
                assigned?: string;
                sort?: "newest" | "oldest" | "due";
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            serviceType: "PanCard" | "RTPS" | "JobCard" | "ITR";
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            applicantName: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            promisedBy: string | null;
                            assignedTo: {
                                _id: string;
                                name: string;
                            } | null;
                        }[];
                        total: number;
                        nextCursor: string | null;
                        totalIsCapped: boolean;
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getAdminServiceByType: {
        parameters: {
            query: {
                type: "PanCard" | "RTPS" | "JobCard" | "ITR";
                status?: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                search?: string;
                due?: "overdue" | "soon";
                assigned?: string;
                sort?: "newest" | "oldest" | "due";
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            serviceType: "PanCard" | "RTPS" | "JobCard" | "ITR";
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            applicantName: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            promisedBy: string | null;
                            assignedTo: {
                                _id: string;
                                name: string;
                            } | null;
                        }[];
                        total: number;
                        nextCursor: string | null;
                        totalIsCapped: boolean;
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    patchAdminServiceByIdStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "in_progress" | "needs_documents" | "completed" | "rejected";
                    reason?: string;
                    documents?: {
                        key: string;
                        label: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        service: {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "PanCard";
                            specificService: {
                                fullName: string;
                                dateOfBirth: string;
                                fatherName: string;
                                mobileNumber: string;
                                aadharNumber: string;
                                address: string;
                                photoPath?: string;
                                signaturePath?: string;
                                aadharFilePath?: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        } | {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "RTPS";
                            specificService: {
                                block: string;
                                registrationType: string;
                                registrationNumber: string;
                                registrationId: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        } | {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "JobCard";
                            specificService: {
                                name: string;
                                fatherHusbandName: string;
                                aadharFilePath?: string;
                                passbookFilePath?: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        } | {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "ITR";
                            specificService: {
                                aadharCardNo: string;
                                panCardNo: string;
                                accountNo: string;
                                ifscCode: string;
                                aadharFile?: string;
                                panCardFile?: string;
                                passbookFile?: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        };
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description See the summary */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        reason?: string;
                        status?: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                        assignedTo?: {
                            _id: string;
                            name: string;
                            /** Format: date-time */
                            at: string;
                        } | null;
                    };
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postAdminServiceByIdAssign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    operatorId: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        service: {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "PanCard";
                            specificService: {
                                fullName: string;
                                dateOfBirth: string;
                                fatherName: string;
                                mobileNumber: string;
                                aadharNumber: string;
                                address: string;
                                photoPath?: string;
                                signaturePath?: string;
                                aadharFilePath?: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        } | {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "RTPS";
                            specificService: {
                                block: string;
                                registrationType: string;
                                registrationNumber: string;
                                registrationId: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        } | {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "JobCard";
                            specificService: {
                                name: string;
                                fatherHusbandName: string;
                                aadharFilePath?: string;
                                passbookFilePath?: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        } | {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "ITR";
                            specificService: {
                                aadharCardNo: string;
                                panCardNo: string;
                                accountNo: string;
                                ifscCode: string;
                                aadharFile?: string;
                                panCardFile?: string;
                                passbookFile?: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        };
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description See the summary */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        reason?: string;
                        status?: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                        assignedTo?: {
                            _id: string;
                            name: string;
                            /** Format: date-time */
                            at: string;
                        } | null;
                    };
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postAdminServiceByIdTakeOver: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    from: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        service: {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "PanCard";
                            specificService: {
                                fullName: string;
                                dateOfBirth: string;
                                fatherName: string;
                                mobileNumber: string;
                                aadharNumber: string;
                                address: string;
                                photoPath?: string;
                                signaturePath?: string;
                                aadharFilePath?: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        } | {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "RTPS";
                            specificService: {
                                block: string;
                                registrationType: string;
                                registrationNumber: string;
                                registrationId: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        } | {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "JobCard";
                            specificService: {
                                name: string;
                                fatherHusbandName: string;
                                aadharFilePath?: string;
                                passbookFilePath?: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        } | {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "ITR";
                            specificService: {
                                aadharCardNo: string;
                                panCardNo: string;
                                accountNo: string;
                                ifscCode: string;
                                aadharFile?: string;
                                panCardFile?: string;
                                passbookFile?: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        };
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description See the summary */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        reason?: string;
                        status?: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                        assignedTo?: {
                            _id: string;
                            name: string;
                            /** Format: date-time */
                            at: string;
                        } | null;
                    };
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getAdminOperators: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postAdminServiceByIdComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        service: {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "PanCard";
                            specificService: {
                                fullName: string;
                                dateOfBirth: string;
                                fatherName: string;
                                mobileNumber: string;
                                aadharNumber: string;
                                address: string;
                                photoPath?: string;
                                signaturePath?: string;
                                aadharFilePath?: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        } | {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "RTPS";
                            specificService: {
                                block: string;
                                registrationType: string;
                                registrationNumber: string;
                                registrationId: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        } | {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "JobCard";
                            specificService: {
                                name: string;
                                fatherHusbandName: string;
                                aadharFilePath?: string;
                                passbookFilePath?: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        } | {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "ITR";
                            specificService: {
                                aadharCardNo: string;
                                panCardNo: string;
                                accountNo: string;
                                ifscCode: string;
                                aadharFile?: string;
                                panCardFile?: string;
                                passbookFile?: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        };
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postServicesByIdDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description additional_document (or none) for a result document; else the key of a requested document */
                    documentType?: string;
                    /**
                     * Format: binary
                     * @description JPEG, PNG, PDF; at most 5,242,880 bytes (5 MB). The content is checked, not the name or the declared type.
                     */
                    document: Blob;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        service: {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "PanCard";
                            specificService: {
                                fullName: string;
                                dateOfBirth: string;
                                fatherName: string;
                                mobileNumber: string;
                                aadharNumber: string;
                                address: string;
                                photoPath?: string;
                                signaturePath?: string;
                                aadharFilePath?: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        } | {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "RTPS";
                            specificService: {
                                block: string;
                                registrationType: string;
                                registrationNumber: string;
                                registrationId: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        } | {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "JobCard";
                            specificService: {
                                name: string;
                                fatherHusbandName: string;
                                aadharFilePath?: string;
                                passbookFilePath?: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        } | {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            documents: {
                                _id: string;
                                documentType: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                                /** Format: date-time */
                                createdAt: string;
                                path: string;
                                replacedAt: string | null;
                                requestedAs: string | null;
                            }[];
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            statusHistory: {
                                _id: string;
                                fromStatus: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                toStatus: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                changedBy: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            requestedDocuments: {
                                key: string;
                                label: string;
                                received: boolean;
                            }[];
                            fee: {
                                governmentFee: number;
                                serviceCharge: number;
                                total: number;
                            };
                            promisedBy: string;
                            trackingCode: string;
                            assignedTo?: {
                                _id: string;
                                name: string;
                                /** Format: date-time */
                                at: string;
                            } | null;
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            paid: boolean;
                            receipts: {
                                _id: string;
                                number: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                utr: string | null;
                                reverses: string | null;
                                reason: string | null;
                                createdAt: string;
                                path: string;
                            }[];
                            filedAtCounter: {
                                by: string | null;
                            } | null;
                            retention: {
                                purgeAt: string | null;
                                purgedAt: string | null;
                            };
                            timeline: ({
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "filed";
                                atCounter: boolean;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "status_changed";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "sent_back";
                                from: ("pending" | "in_progress" | "needs_documents" | "completed" | "rejected") | null;
                                reason: string | null;
                                documents: {
                                    key: string;
                                    label: string;
                                    received: boolean;
                                }[];
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "comment";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "document_added";
                                documentType: string;
                                attachmentId: string;
                                path: string;
                                result: boolean;
                                replacedAt: string | null;
                                replaces: {
                                    attachmentId: string;
                                    path: string;
                                } | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "documents_received";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "returned";
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "payment";
                                receiptNumber: string;
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                reverses: string | null;
                                reason: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "assignment";
                                /** @enum {string} */
                                change: "assigned" | "unassigned" | "taken_over";
                                operator: string | null;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "note";
                                text: string;
                            } | {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            })[];
                            /** @constant */
                            serviceType: "ITR";
                            specificService: {
                                aadharCardNo: string;
                                panCardNo: string;
                                accountNo: string;
                                ifscCode: string;
                                aadharFile?: string;
                                panCardFile?: string;
                                passbookFile?: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        };
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A file or the form is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getAdminOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        byStatus: {
                            [key: string]: number;
                        };
                        byType: {
                            [key: string]: number;
                        };
                        total: number;
                        overdueByType: {
                            [key: string]: number;
                        };
                        recent: {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            serviceType: "PanCard" | "RTPS" | "JobCard" | "ITR";
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            applicantName: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            user: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            promisedBy: string | null;
                            assignedTo: {
                                _id: string;
                                name: string;
                            } | null;
                        }[];
                        lowDiskSpace: {
                            freeMb: number;
                            minFreeMb: number;
                        } | null;
                        backup: {
                            scheduled: boolean;
                            lastSuccessAt: string | null;
                            lastError: string | null;
                            stale: boolean;
                        };
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getAdminBadges: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        overdue: number;
                        unpaidOrders: number;
                        unhandledMessages: number;
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getAdminUsers: {
        parameters: {
            query?: {
                search?: string;
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            name: string;
                            email: string | null;
                            mobile: string | null;
                            /** @enum {string} */
                            role: "user" | "admin";
                            emailVerified: boolean;
                            disabled: boolean;
                            /** Format: date-time */
                            createdAt: string;
                            applicationCount: number;
                        }[];
                        total: number;
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    patchAdminUsersByIdRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "user" | "admin";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    patchAdminUsersByIdDisabled: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    disabled: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getAdminCitizens: {
        parameters: {
            query: {
                search: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            name: string;
                            mobile: string | null;
                            email: string | null;
                        }[];
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postAdminCitizens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    mobile: string;
                    email?: string;
                    /** @enum {string} */
                    language?: "en" | "hi";
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        citizen: {
                            _id: string;
                            name: string;
                            mobile: string | null;
                            email: string | null;
                        };
                        /** @enum {string} */
                        invitation: "sent" | "failed" | "none";
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description See the summary */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {string} */
                        reason: "MOBILE_TAKEN" | "EMAIL_TAKEN";
                        citizen?: {
                            _id: string;
                            name: string;
                            mobile: string | null;
                            email: string | null;
                        };
                    };
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getAdminCitizensByCitizenId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                citizenId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        citizen: {
                            _id: string;
                            name: string;
                            mobile: string | null;
                            email: string | null;
                        };
                        applications: ({
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            applicantName: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            /** @constant */
                            serviceType: "PanCard";
                            specificService: {
                                fullName: string;
                                aadharNumber: string;
                            };
                        } | {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            applicantName: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            /** @constant */
                            serviceType: "RTPS";
                            specificService: {
                                block: string;
                                registrationType: string;
                                registrationNumber: string;
                                registrationId: string;
                            };
                        } | {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            applicantName: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            /** @constant */
                            serviceType: "JobCard";
                            specificService: {
                                name: string;
                                fullName: string;
                                fatherHusbandName: string;
                            };
                        } | {
                            _id: string;
                            referenceNumber: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "needs_documents" | "completed" | "rejected";
                            applicantName: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            comments: {
                                _id: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            /** @constant */
                            serviceType: "ITR";
                            specificService: {
                                aadharCardNo: string;
                                panCardNo: string;
                                accountNo: string;
                            };
                        })[];
                        orders: {
                            _id: string;
                            reference: string;
                            product: {
                                /** @enum {string} */
                                slug: "aadhar-card" | "voter-id" | "eshare-card" | "ayushman-card" | "pan-card-pvc" | "a4-paper" | "photo-paper" | "laminated-pouch" | "laminated-aadhar" | "pan-card";
                                title: string;
                                unit: string;
                            };
                            quantity: number;
                            unitPrice: number;
                            amount: number;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "completed" | "cancelled";
                            paid: boolean;
                            payment: {
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                /** Format: date-time */
                                at: string;
                            } | null;
                            applicantName: string;
                            details: {
                                [key: string]: string | number;
                            };
                            files: {
                                _id: string;
                                field: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                            }[];
                            history: {
                                from: ("pending" | "in_progress" | "completed" | "cancelled") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "completed" | "cancelled";
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                            }[];
                            user?: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            identityAccess?: {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            }[];
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getAdminOutbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        sms: "none" | "log" | "msg91";
                        sent24h: {
                            email: number;
                            sms: number;
                        };
                        waiting: number;
                        failed: number;
                        items: {
                            _id: string;
                            /** @enum {string} */
                            kind: "verify_code" | "reset_code" | "sms_code" | "invitation" | "application_received" | "status_changed" | "comment_added" | "sent_back" | "documents_received" | "result_ready" | "order_placed" | "order_status" | "payment_received";
                            /** @enum {string} */
                            channel: "email" | "sms";
                            recipient: string;
                            /** @enum {string} */
                            status: "waiting" | "sending" | "sent" | "failed" | "expired";
                            attempts: number;
                            nextAttemptAt: string | null;
                            lastError: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postAdminOutboxByIdRetry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        outbox: {
                            /** @enum {string} */
                            sms: "none" | "log" | "msg91";
                            sent24h: {
                                email: number;
                                sms: number;
                            };
                            waiting: number;
                            failed: number;
                            items: {
                                _id: string;
                                /** @enum {string} */
                                kind: "verify_code" | "reset_code" | "sms_code" | "invitation" | "application_received" | "status_changed" | "comment_added" | "sent_back" | "documents_received" | "result_ready" | "order_placed" | "order_status" | "payment_received";
                                /** @enum {string} */
                                channel: "email" | "sms";
                                recipient: string;
                                /** @enum {string} */
                                status: "waiting" | "sending" | "sent" | "failed" | "expired";
                                attempts: number;
                                nextAttemptAt: string | null;
                                lastError: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getAdminSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        products: {
                            slug: string;
                            /** @enum {string} */
                            kind: "application" | "product";
                            serviceType: ("PanCard" | "RTPS" | "JobCard" | "ITR") | null;
                            title: string;
                            description: string;
                            price: number;
                            unit: string;
                            titleHi: string | null;
                            descriptionHi: string | null;
                            unitHi: string | null;
                            active: boolean;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                        blocks: {
                            code: string;
                            name: string;
                            nameHi: string | null;
                            active: boolean;
                            sortOrder: number;
                        }[];
                        registrationTypes: {
                            code: string;
                            name: string;
                            nameHi: string | null;
                            active: boolean;
                            sortOrder: number;
                        }[];
                        storageQuotaMb: number;
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putAdminSettingsProductsBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    description: string;
                    price: number;
                    unit: string;
                    active: boolean;
                    titleHi?: string | null;
                    descriptionHi?: string | null;
                    unitHi?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putAdminSettingsStorageQuota: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    storageQuotaMb: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        storageQuotaMb: number;
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getAdminSettingsFees: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fees: {
                            /** @enum {string} */
                            serviceType: "PanCard" | "RTPS" | "JobCard" | "ITR";
                            governmentFee: number;
                            serviceCharge: number;
                            days: number;
                        }[];
                        changes: {
                            /** @enum {string} */
                            serviceType: "PanCard" | "RTPS" | "JobCard" | "ITR";
                            changedBy: string | null;
                            changedAt: string;
                            old: {
                                governmentFee: number;
                                serviceCharge: number;
                                days: number;
                            };
                            new: {
                                governmentFee: number;
                                serviceCharge: number;
                                days: number;
                            };
                        }[];
                        centre: {
                            name: string;
                            address: string;
                            phone: string;
                            gstin: string | null;
                            holidays: string[];
                        };
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putAdminSettingsFeesByServiceType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                serviceType: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    governmentFee: number;
                    serviceCharge: number;
                    days: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putAdminSettingsCentre: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    address: string;
                    phone: string;
                    gstin: string;
                    holidays: string[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putAdminSettingsRtps: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "block" | "registrationType";
                    code: string;
                    name: string;
                    nameHi?: string | null;
                    /** @default true */
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getAdminOrders: {
        parameters: {
            query?: {
                status?: "pending" | "in_progress" | "completed" | "cancelled";
                paid?: boolean | ("true" | "false");
                search?: string;
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            reference: string;
                            product: {
                                /** @enum {string} */
                                slug: "aadhar-card" | "voter-id" | "eshare-card" | "ayushman-card" | "pan-card-pvc" | "a4-paper" | "photo-paper" | "laminated-pouch" | "laminated-aadhar" | "pan-card";
                                title: string;
                                unit: string;
                            };
                            quantity: number;
                            unitPrice: number;
                            amount: number;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "completed" | "cancelled";
                            paid: boolean;
                            payment: {
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                /** Format: date-time */
                                at: string;
                            } | null;
                            applicantName: string;
                            details: {
                                [key: string]: string | number;
                            };
                            files: {
                                _id: string;
                                field: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                            }[];
                            history: {
                                from: ("pending" | "in_progress" | "completed" | "cancelled") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "completed" | "cancelled";
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                            }[];
                            user?: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            identityAccess?: {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            }[];
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                        total: number;
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    patchAdminOrdersByIdStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "pending" | "in_progress" | "completed" | "cancelled";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        order: {
                            _id: string;
                            reference: string;
                            product: {
                                /** @enum {string} */
                                slug: "aadhar-card" | "voter-id" | "eshare-card" | "ayushman-card" | "pan-card-pvc" | "a4-paper" | "photo-paper" | "laminated-pouch" | "laminated-aadhar" | "pan-card";
                                title: string;
                                unit: string;
                            };
                            quantity: number;
                            unitPrice: number;
                            amount: number;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "completed" | "cancelled";
                            paid: boolean;
                            payment: {
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                /** Format: date-time */
                                at: string;
                            } | null;
                            applicantName: string;
                            details: {
                                [key: string]: string | number;
                            };
                            files: {
                                _id: string;
                                field: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                            }[];
                            history: {
                                from: ("pending" | "in_progress" | "completed" | "cancelled") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "completed" | "cancelled";
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                            }[];
                            user?: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            identityAccess?: {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            }[];
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postAdminOrdersByIdPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    /** @enum {string} */
                    method: "cash" | "upi";
                    utr?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        order: {
                            _id: string;
                            reference: string;
                            product: {
                                /** @enum {string} */
                                slug: "aadhar-card" | "voter-id" | "eshare-card" | "ayushman-card" | "pan-card-pvc" | "a4-paper" | "photo-paper" | "laminated-pouch" | "laminated-aadhar" | "pan-card";
                                title: string;
                                unit: string;
                            };
                            quantity: number;
                            unitPrice: number;
                            amount: number;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "completed" | "cancelled";
                            paid: boolean;
                            payment: {
                                amount: number;
                                /** @enum {string} */
                                method: "cash" | "upi";
                                /** Format: date-time */
                                at: string;
                            } | null;
                            applicantName: string;
                            details: {
                                [key: string]: string | number;
                            };
                            files: {
                                _id: string;
                                field: string;
                                originalName: string;
                                contentType: string;
                                size: number;
                            }[];
                            history: {
                                from: ("pending" | "in_progress" | "completed" | "cancelled") | null;
                                /** @enum {string} */
                                to: "pending" | "in_progress" | "completed" | "cancelled";
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                            }[];
                            user?: {
                                _id: string;
                                name: string;
                                email: string | null;
                                mobile: string | null;
                            };
                            internalNotes?: {
                                _id: string;
                                text: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            identityAccess?: {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                by: string | null;
                                /** @constant */
                                type: "identity_access";
                                /** @enum {string} */
                                subject: "document" | "identity_numbers";
                                documentType: string | null;
                                attachmentId: string | null;
                                /** @enum {string} */
                                action: "view" | "download";
                            }[];
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        receipt: {
                            _id: string;
                            number: string;
                            amount: number;
                            /** @enum {string} */
                            method: "cash" | "upi";
                            utr: string | null;
                            reverses: string | null;
                            reason: string | null;
                            createdAt: string;
                            path: string;
                        };
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getAdminMessages: {
        parameters: {
            query?: {
                handled?: boolean | ("true" | "false");
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            name: string;
                            email: string;
                            message: string;
                            handled: boolean;
                            handledAt: string | null;
                            handledBy: {
                                _id: string;
                                name: string;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        total: number;
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    patchAdminMessagesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    handled: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            _id: string;
                            name: string;
                            email: string;
                            message: string;
                            handled: boolean;
                            handledAt: string | null;
                            handledBy: {
                                _id: string;
                                name: string;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postAdminServiceByIdNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        notes: {
                            _id: string;
                            text: string;
                            author: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postAdminOrdersByIdNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        notes: {
                            _id: string;
                            text: string;
                            author: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input: the message names the first problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: try again after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is restarting or short of disk space */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Any other refusal, for example 409 when the state forbids it */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
}
