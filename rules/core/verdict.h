#pragma once
// A ruling is a value: legal or not, plus the reasons in the order the rules were applied.
// Every reason names a stable rule id from the catalogue (rule_catalogue.h), so a screen or a
// JSON answer can always point at the rule behind it.

#include "message.h"

#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace arbiter::rules {

struct Reason {
    std::string_view rule;  // stable id, e.g. "combat.monsters-win-ties"; points into the catalogue
    std::string text;       // the English sentence with the numbers of this case
    bool refuses = false;   // this rule is why the ruling is illegal
    Message message{};      // what `text` was rendered from, for a translation
    std::vector<MessageArg> args{};
    std::optional<int> count{};  // the %n of a message with plural forms

    friend bool operator==(const Reason&, const Reason&) = default;
};

namespace detail {
inline void collectArg(std::vector<MessageArg>&, std::optional<int>& count, Count value)
{
    count = value.value;
}
template <typename Arg>
void collectArg(std::vector<MessageArg>& args, std::optional<int>&, Arg&& value)
{
    args.push_back(messageArg(std::forward<Arg>(value)));
}

// Fills `reason` where it stands (a verdict's reasons are built in place: no Reason is moved).
template <typename... Args>
void fillReason(Reason& reason, std::string_view rule, bool refuses, Message message, Args&&... values)
{
    reason.rule = rule;
    reason.refuses = refuses;
    reason.message = message;
    reason.args.reserve(sizeof...(Args));
    (collectArg(reason.args, reason.count, std::forward<Args>(values)), ...);
    reason.text = renderEnglish(message, reason.args, reason.count);
}

template <typename... Args>
Reason makeReason(std::string_view rule, bool refuses, Message message, Args&&... values)
{
    Reason reason;
    fillReason(reason, rule, refuses, message, std::forward<Args>(values)...);
    return reason;
}
}  // namespace detail

// A refusing reason on its own, for a list of reasons that is not a Verdict (legalNow's kinds).
template <typename... Args>
Reason refusal(std::string_view rule, Message message, Args&&... args)
{
    return detail::makeReason(rule, true, message, std::forward<Args>(args)...);
}

struct Verdict {
    bool legal = true;
    std::vector<Reason> reasons;

    // Records a rule that was applied without making the ruling illegal: `message` filled with `args`
    // (names, numbers, Signed, Seconds, name lists, Messages as terms, and one Count for %n).
    template <typename... Args>
    void note(std::string_view rule, Message message, Args&&... args)
    {
        detail::fillReason(added(), rule, false, message, std::forward<Args>(args)...);
    }
    // Records a rule that makes the ruling illegal.
    template <typename... Args>
    void refuse(std::string_view rule, Message message, Args&&... args)
    {
        legal = false;
        detail::fillReason(added(), rule, true, message, std::forward<Args>(args)...);
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
    // A new reason at the end, made where it stays.
    Reason& added() { return reasons.emplace_back(); }
    void append(const Verdict& other)
    {
        legal = legal && other.legal;
        reasons.insert(reasons.end(), other.reasons.begin(), other.reasons.end());
    }
    // The same, taking the other's reasons instead of copying them.
    void append(Verdict&& other)
    {
        legal = legal && other.legal;
        if (reasons.empty()) {
            reasons = std::move(other.reasons);
            return;
        }
        reasons.insert(reasons.end(), std::make_move_iterator(other.reasons.begin()),
                       std::make_move_iterator(other.reasons.end()));
    }
};

}  // namespace arbiter::rules
