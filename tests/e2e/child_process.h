#pragma once
// A program a test starts (a headless browser, a headless tablet) that cannot outlive the test.

#include <QProcess>

#include <csignal>
#include <sys/prctl.h>
#include <unistd.h>

namespace arbiter::testing {

// Each child dies with the test (PR_SET_PDEATHSIG) and gets its own process group, so the whole browser
// (its renderer and helper processes too) is ended together, even when a step fails.
inline void childSetup()
{
    ::setpgid(0, 0);
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
}

class Child {
public:
    Child() { process.setChildProcessModifier(childSetup); }
    Child(const Child&) = delete;
    Child& operator=(const Child&) = delete;
    ~Child() { stop(); }

    void stop()
    {
        if (process.state() == QProcess::NotRunning)
            return;
        const qint64 group = process.processId();
        if (group > 0)
            ::kill(-static_cast<pid_t>(group), SIGTERM);
        if (!process.waitForFinished(5000)) {
            if (group > 0)
                ::kill(-static_cast<pid_t>(group), SIGKILL);
            process.waitForFinished(5000);
        }
        if (group > 0)
            ::kill(-static_cast<pid_t>(group), SIGKILL);  // helpers left in the group
    }

    QProcess process;
};

}  // namespace arbiter::testing
