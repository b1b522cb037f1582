#pragma once
// A ruling is a value: legal or not, plus the reasons in the order the rules were applied.
// Every reason names a stable rule id from the catalogue (rule_catalogue.h), so a screen or a
// JSON answer can always point at the rule behind it.

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace arbiter::rules {

struct Reason {
    std::string_view rule;  // stable id, e.g. "combat.monsters-win-ties"; points into the catalogue
    std::string text;       // one sentence with the numbers of this case
    bool refuses = false;   // this rule is why the ruling is illegal

    friend bool operator==(const Reason&, const Reason&) = default;
};

struct Verdict {
    bool legal = true;
    std::vector<Reason> reasons;

    // Records a rule that was applied without making the ruling illegal.
    void note(std::string_view rule, std::string text) { reasons.push_back({rule, std::move(text)}); }
    // Records a rule that makes the ruling illegal.
    void refuse(std::string_view rule, std::string text)
    {
        legal = false;
        reasons.push_back({rule, std::move(text), true});
    }
    bool cites(std::string_view rule) const
    {
        for (const Reason& reason : reasons)
            if (reason.rule == rule)
                return true;
        return false;
    }
    // The first reason that refuses, if any: what a one-line refusal should say.
    const Reason* firstRefusal() const
    {
        for (const Reason& reason : reasons)
            if (reason.refuses)
                return &reason;
        return nullptr;
    }
    void append(const Verdict& other)
    {
        legal = legal && other.legal;
        reasons.insert(reasons.end(), other.reasons.begin(), other.reasons.end());
    }
};

}  // namespace arbiter::rules
