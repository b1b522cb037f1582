#pragma once
// Small helpers for the sentences of Reasons. std::format is not in GCC 12, and streams are slow
// on the hot path of a verdict.

#include <charconv>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter::rules::text {

inline std::string num(int value)
{
    return std::to_string(value);
}

// "+3", "-2", "+0"
inline std::string signedNum(int value)
{
    return value < 0 ? std::to_string(value) : "+" + std::to_string(value);
}

inline std::string plural(int count, std::string_view one, std::string_view many)
{
    return std::to_string(count) + " " + std::string(count == 1 ? one : many);
}

// 2600 -> "2.6", 3750 -> "3.75", 3000 -> "3"
inline std::string seconds(int milliseconds)
{
    std::string out = std::to_string(milliseconds / 1000);
    std::string fraction = std::to_string(1000 + milliseconds % 1000).substr(1);
    while (!fraction.empty() && fraction.back() == '0')
        fraction.pop_back();
    return fraction.empty() ? out : out + "." + fraction;
}

// "Ann", "Ann and Bea", "Ann, Bea and Cy"
inline std::string listOf(const std::vector<std::string>& names)
{
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (i > 0)
            out += i + 1 == names.size() ? " and " : ", ";
        out += names[i];
    }
    return out;
}

inline std::string str(std::string_view value)
{
    return std::string(value);
}

struct Signed {
    int value = 0;
};

// Builds one sentence in a single reserved buffer: one allocation per Reason on the hot path.
class Line {
public:
    Line() { text_.reserve(112); }
    Line& operator<<(std::string_view part)
    {
        text_.append(part);
        return *this;
    }
    Line& operator<<(const std::string& part)
    {
        text_.append(part);
        return *this;
    }
    Line& operator<<(const char* part)
    {
        text_.append(part);
        return *this;
    }
    Line& operator<<(int value)
    {
        char digits[12];
        const auto [end, error] = std::to_chars(digits, digits + sizeof digits, value);
        (void)error;  // 12 characters always hold an int
        text_.append(digits, end);
        return *this;
    }
    Line& operator<<(Signed value)
    {
        if (value.value >= 0)
            text_.push_back('+');
        return *this << value.value;
    }
    operator std::string() { return std::move(text_); }

private:
    std::string text_;
};

}  // namespace arbiter::rules::text
