#pragma once
// The arbiter-cli command line: everything but main() lives here so tests can call it.

namespace arbiter::app {

// Runs the command line; returns the process exit status (0 success, 2 usage error).
int runCli(int argc, char** argv);

}  // namespace arbiter::app
