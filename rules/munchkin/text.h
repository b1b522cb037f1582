#pragma once
// Small helpers for the sentences of Reasons. std::format is not in GCC 12, and streams are slow
// on the hot path of a verdict.

#include <string>
#include <string_view>

namespace arbiter::rules::munchkin::text {

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

inline std::string str(std::string_view value)
{
    return std::string(value);
}

}  // namespace arbiter::rules::munchkin::text
