// Writes the run's totals, and each test file's seconds, to $TEST_TOTALS_FILE so that .ci/run
// can add up every suite, name the slowest files and name every failed test.
const { writeFileSync } = require('node:fs');
const { relative } = require('node:path');

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
        files: results.testResults.map((result) => ({
          file: relative(process.cwd(), result.testFilePath),
          seconds: (result.perfStats.end - result.perfStats.start) / 1000,
        })),
        failures: results.testResults.flatMap((result) => {
          const file = relative(process.cwd(), result.testFilePath);
          if (result.testExecError)
            return [{ file, title: '(the file did not run)', error: result.testExecError.message }];
          return result.testResults
            .filter((test) => test.status === 'failed')
            .map((test) => ({
              file,
              title: test.fullName,
              error: test.failureMessages.join('\n'),
            }));
        }),
      }),
    );
  }
}

module.exports = TotalsReporter;
