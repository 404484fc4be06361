import { SANDBOX_BASE_PATH } from '../config/payments.config';
import { SANDBOX_COPY } from './sandbox-copy';

/**
 * The sandbox's stand-in for https://js.tosspayments.com/v1: defines `window.TossPayments` as
 * `@tosspayments/payment-sdk` expects after loading its `src` (toss-contract.md §1). Plain ES5 so
 * it runs as served, in every browser the site supports; no eval, no inline code, CSP-safe.
 *
 * Only the redirect form of requestPayment exists (successUrl and failUrl required): the checkout
 * is a page of its own, not an iframe, so there is no promise to resolve with the result.
 *
 * The sandbox's own pages (checkout window, a payment's page) load it too, for its second part:
 * their buttons are sent with the back office's access token (local storage `accessToken`, where
 * the admin area keeps it), which a live site requires (SandboxAdminGuard). Without script the
 * forms still post as plain forms.
 */
export const SANDBOX_SCRIPT = `/* Toss Payments v1 imitation: the built-in payment sandbox. No money moves. */
(function () {
  'use strict';
  var CHECKOUT = ${JSON.stringify(`${SANDBOX_BASE_PATH}/checkout`)};
  var METHODS = {
    '카드': '카드', CARD: '카드',
    '가상계좌': '가상계좌', VIRTUAL_ACCOUNT: '가상계좌',
    '계좌이체': '계좌이체', TRANSFER: '계좌이체'
  };
  var ORDER_ID = /^[A-Za-z0-9_-]{6,64}$/;
  var CASH_RECEIPT_TYPES = ['소득공제', '지출증빙', '미발행'];

  function invalid(message) {
    return Promise.reject({ code: 'INVALID_PARAMETER', message: message });
  }

  function isText(value, max, required) {
    if (value === undefined || value === null || value === '') return !required;
    return typeof value === 'string' && value.length <= max;
  }

  function requestPayment(clientKey, method, params) {
    if (params === undefined && method && typeof method === 'object') {
      params = method;
      method = params.method;
    }
    if (!params || typeof params !== 'object') return invalid('결제 정보(params)가 필요합니다.');
    var korean = Object.prototype.hasOwnProperty.call(METHODS, method) ? METHODS[method] : undefined;
    if (!korean) return invalid('지원하지 않는 결제 수단입니다: ' + String(method));
    var amount = params.amount;
    if (typeof amount !== 'number' || !isFinite(amount) || Math.floor(amount) !== amount || amount <= 0) {
      return invalid('amount는 양의 정수여야 합니다.');
    }
    if (typeof params.orderId !== 'string' || !ORDER_ID.test(params.orderId)) {
      return invalid('orderId는 영문, 숫자, -, _ 로 된 6~64자여야 합니다.');
    }
    if (!isText(params.orderName, 100, true)) return invalid('orderName은 1~100자여야 합니다.');
    if (!isText(params.customerName, 100, false)) return invalid('customerName은 100자 이하여야 합니다.');
    if (!isText(params.customerEmail, 100, false)) return invalid('customerEmail은 100자 이하여야 합니다.');
    if (!isText(params.successUrl, 2048, true) || !isText(params.failUrl, 2048, true)) {
      return invalid('successUrl과 failUrl이 필요합니다. 테스트 결제창은 리다이렉트 방식만 지원합니다.');
    }
    var query = [
      ['clientKey', clientKey],
      ['method', korean],
      ['amount', String(amount)],
      ['orderId', params.orderId],
      ['orderName', params.orderName],
      ['customerName', params.customerName],
      ['customerEmail', params.customerEmail],
      ['successUrl', params.successUrl],
      ['failUrl', params.failUrl]
    ];
    if (korean === '가상계좌') {
      if (params.validHours !== undefined && params.dueDate !== undefined) {
        return invalid('validHours와 dueDate는 하나만 지정할 수 있습니다.');
      }
      if (params.validHours !== undefined) query.push(['validHours', String(params.validHours)]);
      if (params.dueDate !== undefined) query.push(['dueDate', String(params.dueDate)]);
    }
    // Transfers and virtual accounts take a 현금영수증 type; cards ignore the option, as Toss does.
    if (korean !== '카드' && params.cashReceipt !== undefined && params.cashReceipt !== null) {
      var receipt = params.cashReceipt;
      if (typeof receipt !== 'object') return invalid('cashReceipt는 객체여야 합니다.');
      if (receipt.type !== undefined) {
        if (CASH_RECEIPT_TYPES.indexOf(receipt.type) === -1) {
          return invalid('cashReceipt.type은 소득공제, 지출증빙, 미발행 중 하나여야 합니다.');
        }
        query.push(['cashReceiptType', receipt.type]);
      }
    }
    var parts = [];
    for (var i = 0; i < query.length; i += 1) {
      if (query[i][1] !== undefined && query[i][1] !== null && query[i][1] !== '') {
        parts.push(encodeURIComponent(query[i][0]) + '=' + encodeURIComponent(query[i][1]));
      }
    }
    window.location.assign(CHECKOUT + '?' + parts.join('&'));
    // The redirect form never settles: the page is leaving.
    return new Promise(function () {});
  }

  window.TossPayments = function TossPayments(clientKey, options) {
    if (typeof clientKey !== 'string' || clientKey === '') {
      throw { code: 'INVALID_PARAMETER', message: '클라이언트 키가 필요합니다.' };
    }
    void options;
    return {
      requestPayment: function (method, params) {
        return requestPayment(clientKey, method, params);
      },
      requestBillingAuth: function () {
        return invalid('테스트 결제창은 자동결제(빌링) 등록을 지원하지 않습니다.');
      },
      cancelPayment: function () {
        return Promise.resolve();
      }
    };
  };
})();

/* The sandbox's own pages: each form marked data-sandbox-control is sent by fetch, with the
   administrator's token when this browser has one, and follows the answer's location. */
(function () {
  'use strict';
  var FAILED = ${JSON.stringify(SANDBOX_COPY.requestFailed)};
  var doc = window.document;
  if (!doc || !window.fetch) return;

  function accessToken() {
    try {
      return window.localStorage.getItem('accessToken');
    } catch (error) {
      return null;
    }
  }

  function show(text) {
    var box = doc.querySelector('[data-sandbox-message]');
    if (!box) return;
    box.textContent = text;
    box.hidden = false;
  }

  function setBusy(form, busy) {
    var buttons = form.querySelectorAll('button');
    for (var i = 0; i < buttons.length; i += 1) buttons[i].disabled = busy;
  }

  function wire(form) {
    var pressed = null;
    form.addEventListener('click', function (event) {
      if (event.target && event.target.tagName === 'BUTTON') pressed = event.target;
    });
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var submitter = event.submitter || pressed;
      var body = new window.URLSearchParams(new window.FormData(form));
      if (submitter && submitter.name) body.append(submitter.name, submitter.value);
      var headers = {
        Accept: 'application/json',
        'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8'
      };
      var token = accessToken();
      if (token) headers.Authorization = 'Bearer ' + token;
      setBusy(form, true);
      // The attribute: a button named "action" shadows form.action.
      window.fetch(form.getAttribute('action'), {
        method: 'POST',
        headers: headers,
        body: body.toString(),
        credentials: 'same-origin'
      })
        .then(function (response) {
          return response.json();
        })
        .then(function (answer) {
          if (answer && typeof answer.location === 'string') {
            window.location.assign(answer.location);
            return;
          }
          setBusy(form, false);
          show(answer && typeof answer.message === 'string' ? answer.message : FAILED);
        })
        .catch(function () {
          setBusy(form, false);
          show(FAILED);
        });
    });
  }

  function start() {
    var forms = doc.querySelectorAll('form[data-sandbox-control]');
    for (var i = 0; i < forms.length; i += 1) wire(forms[i]);
  }

  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', start);
  else start();
})();
`;
