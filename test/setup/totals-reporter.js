// Writes the run's totals to $TEST_TOTALS_FILE so that .ci/run can add up every suite.
const { writeFileSync } = require('node:fs');

class TotalsReporter {
  onRunComplete(_contexts, results) {
    const file = process.env.TEST_TOTALS_FILE;
    if (!file) return;
    const brokenSuites = results.numRuntimeErrorTestSuites;
    writeFileSync(
      file,
      JSON.stringify({
        passed: results.numPassedTests,
        failed: results.numFailedTests + brokenSuites,
        skipped: results.numPendingTests + results.numTodoTests,
      }),
    );
  }
}

module.exports = TotalsReporter;
