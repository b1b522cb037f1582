#pragma once
// A rules/ message in the reader's language: the pattern translated under its id, the arguments placed
// in it with the language's numbers and its "and" between names. With no Translations given, the app's
// installed language (the tablet's); the table server passes each phone's own.

#include "rules/core/verdict.h"

#include <QString>

#include <optional>
#include <string_view>
#include <vector>

namespace arbiter::app::i18n {

class Translations;

QString messageText(const rules::Message& message, const std::vector<rules::MessageArg>& args = {},
                    std::optional<int> count = std::nullopt, const Translations* language = nullptr);
// A reason's sentence: its message translated, or its English text when it has none.
QString reasonText(const rules::Reason& reason, const Translations* language = nullptr);
// A text marked with ARBITER_TEXT (a rule's title, summary or rulebook) translated in `context`.
QString fixedText(const char* context, std::string_view text, const Translations* language = nullptr);

}  // namespace arbiter::app::i18n
